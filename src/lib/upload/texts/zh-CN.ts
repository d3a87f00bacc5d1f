const upload = {
  'upload.uploading': '正在上传“{name}”…',
  'upload.progress': '正在上传“{name}”：{percent}%',
  'upload.cancel': '取消',
  'upload.cancelLabel': '取消上传“{name}”',
  'upload.badType': '“{name}”不是 {types} 文件，请重新选择',
  'upload.tooLarge': '“{name}”有 {size} MB，超过 {maxMb} MB 的上限，请压缩后再上传',
  'upload.empty': '“{name}”是空文件，请重新选择',
  'upload.timeout': '“{name}”上传超时，请检查网络后重试',
  'upload.failed': '“{name}”上传失败：{reason}',
  'upload.retry': '重新上传',
  'upload.badAddress': '“{name}”上传后，服务器给出的文件地址不可用，请重试。',
  'upload.openPdf': '打开{name}（PDF，新窗口）',
  'upload.preview.flipY': '上下翻转',
  'upload.preview.flipX': '左右翻转',
  'upload.preview.rotateLeft': '向左旋转',
  'upload.preview.rotateRight': '向右旋转',
  'upload.preview.zoomOut': '缩小',
  'upload.preview.zoomIn': '放大',
  'upload.preview.close': '关闭预览',
} as const;

export default upload;

declare global {
  interface CatalogueAreas {
    upload: typeof upload;
  }
}
