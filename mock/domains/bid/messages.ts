/** The bid calls' reply messages (registered with the domain). */
import type { Text } from '../../core/text';

export const bidMessages = {
  'bid.lclOnly': {
    zh: '集拼企业只能对拼箱（LCL）招标投标',
    en: 'Container consolidators can only bid on LCL tenders.',
  },
  'bid.liveExists': {
    zh: '您已对该招标投标，请修改或撤回原投标',
    en: 'You already have a live bid on this tender. Revise or withdraw it instead.',
  },
  'bid.notOwner': { zh: '只能操作自己的投标', en: 'You can only change your own bids.' },
  'bid.notSubmitted': {
    zh: '该投标已撤回或已有结果，不能再修改',
    en: 'This bid has been withdrawn or decided and can no longer be changed.',
  },
  'bid.notOnTender': {
    zh: '该投标不属于此招标或已不是有效投标',
    en: 'This bid is not a live bid on this tender.',
  },
  'bid.notVisible': {
    zh: '只有投标方和招标发布方可以查看该投标',
    en: 'Only the bidder and the tender’s issuer can see this bid.',
  },
  'bid.missingFreight': {
    zh: '请填写 {unit} 的海运费',
    en: 'Enter the ocean freight for {unit}.',
  },
  'bid.unexpectedFreight': {
    zh: '海运费单位与招标的箱型不符',
    en: 'This freight line does not match the tender’s containers.',
  },
  'bid.unitNotAllowed': {
    zh: '该计费单位不适用于此类招标',
    en: 'This unit does not apply to this kind of shipment.',
  },
} satisfies Record<string, Text>;
