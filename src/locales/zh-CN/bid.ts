/** /business/quote and /business/myBid: bidding on tenders. */
const bid = {
  'bid.loadFailed': '加载失败',
};

export default bid;
