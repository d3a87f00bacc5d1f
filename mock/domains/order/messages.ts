/** The order calls' reply messages (registered with the domain). */
import type { Text } from '../../core/text';

export const orderMessages = {
  'order.notParty': {
    zh: '只有订单的付款方和收款方可以查看',
    en: 'Only the payer and the payee can see this order.',
  },
  'order.notPayer': { zh: '只有付款方可以进行此操作', en: 'Only the payer can do this.' },
  'order.alreadyPaid': { zh: '该订单已支付', en: 'This order has already been paid.' },
  'order.cancelled': {
    zh: '该订单已取消，不能支付',
    en: 'This order has been cancelled and cannot be paid.',
  },
  'order.notUnpaid': {
    zh: '只有待支付的订单可以取消',
    en: 'Only an unpaid order can be cancelled.',
  },
  'payment.noPending': {
    zh: '该订单没有等待确认的支付',
    en: 'This order has no payment waiting for confirmation.',
  },
} satisfies Record<string, Text>;
