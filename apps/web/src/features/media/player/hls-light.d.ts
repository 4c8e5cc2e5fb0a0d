// hls.js ships no types for its "./light" export (the build without subtitles, alternate
// audio, EME and CMCD); it is the same API as the full build.
declare module 'hls.js/light' {
  import Hls from 'hls.js';

  export * from 'hls.js';
  export default Hls;
}
