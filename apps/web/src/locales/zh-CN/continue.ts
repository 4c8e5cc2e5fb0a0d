// The continue shelf (components/continue-shelf), read directly by its lazy chunk.
export default {
  title: '继续观看/阅读',
  kindVideo: '视频',
  kindComic: '漫画',
  kindNovel: '小说',
  kindAudio: '有声',
  atVideo: '看到 {time}',
  atComic: '第 {page} 页',
  atNovel: '读到 {pct}%',
  atAudio: '听到 {time}',
  resume: '继续',
} as const;
