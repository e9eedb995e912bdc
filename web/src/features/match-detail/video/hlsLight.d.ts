// hls.js ships its light build (no subtitles, alternate audio or DRM, none of which the streams use)
// without declarations of its own; it has the full build's API.
declare module 'hls.js/light' {
  export * from 'hls.js';
  export { default } from 'hls.js';
}
