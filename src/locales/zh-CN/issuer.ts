/** /business/tenderIssue and /business/myTenderBid: issuing tenders, comparing and awarding bids. */
const issuer = {
  'issuer.loadFailed': '加载失败',
};

export default issuer;
