// Picking and uploading images (post images, feedback screenshots).
export default {
  addImage: '添加图片',
  imageLimit: '最多{n}张图片',
  moveLeft: '前移',
  moveRight: '后移',
  removeImage: '删除图片',
  imageUploading: '上传中',
  imageFailed: '上传失败，点击重试',
  needsAccount: '注册或登录后即可上传图片',
  imageTooLarge: '图片不能超过{mb}MB',
} as const;
