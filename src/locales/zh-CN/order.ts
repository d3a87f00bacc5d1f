/** /business/payment: orders and payment. */
const order = {
  'order.loadFailed': '加载失败',
};

export default order;
