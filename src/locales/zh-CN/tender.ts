/** /business/tendering, /business/tendering/:tenderId and /business/searchTender: the tender hall, detail and search. */
const tender = {
  'tender.loadFailed': '加载失败',
};

export default tender;
