// Signs the poller's calls like any product client (PRODUCT.md §7, docs/API.md): the origin checks
// them on every /vdapi path, the gateway's own included.
import {
  API_CHANNEL,
  API_HEADERS,
  API_TIMEZONE,
  API_VERSION,
  deviceIdFromClientId,
  LANG_HEADERS,
  signRequest,
} from '@pitchside/shared';
import type { RequestSigner } from './upstream';

export function createRequestSigner(options: {
  accessKey: string;
  now?: () => number;
  clientId?: string;
}): RequestSigner {
  const clientId = options.clientId ?? 'pitchside-gateway-poller';
  // One device per language: the signature leaves the language out, and the origin refuses a
  // signature it has seen, so the same path asked in zh and en in one millisecond must differ.
  const deviceIds = new Map(LANG_HEADERS.map((lang) => [lang, deviceIdFromClientId(`${clientId}-${lang}`)]));
  const now = options.now ?? Date.now;
  return (path, query, lang) => {
    const deviceId = deviceIds.get(lang) ?? deviceIdFromClientId(clientId);
    const timestamp = now();
    return {
      [API_HEADERS.accessKey]: options.accessKey,
      [API_HEADERS.deviceId]: deviceId,
      [API_HEADERS.timestamp]: String(timestamp),
      [API_HEADERS.sign]: signRequest({ path, query, deviceId, timestamp, accessKey: options.accessKey }),
      // Names in the data follow the request language: the topic's locale (cn as zh).
      [API_HEADERS.lang]: lang,
      [API_HEADERS.channel]: API_CHANNEL,
      [API_HEADERS.version]: API_VERSION,
      [API_HEADERS.timezone]: API_TIMEZONE,
    };
  };
}
