/** Member vocabulary shared by the account and member-centre pages. */
const member = {
  'member.userType.1.description': '发布运价招标，比较货代报价，在线支付与开票',
  'member.userType.2.description': '参与招标报价，发布海运运价，发放与核销优惠券',
  'member.userType.3.description': '承接拼箱（LCL）招标报价，发布拼箱运价',
  'member.certStatus.none': '未认证',
  'member.certStatus.pending': '审核中',
  'member.certStatus.approved': '已认证',
  'member.certStatus.rejected': '未通过',
  'member.service.ocean_fcl': '海运整箱',
  'member.service.ocean_lcl': '海运拼箱',
  'member.service.trucking': '拖车运输',
  'member.service.customs': '报关报检',
  'member.service.warehouse': '仓储',
} as const;

export default member;

declare global {
  interface CatalogueAreas {
    member: typeof member;
  }
}
