/** The RTMP application anchors publish to: rtmp://host:port/live, the stream key as the stream name. */
export const RTMP_APP = 'live';
