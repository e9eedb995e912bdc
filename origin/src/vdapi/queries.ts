// Path schemas of the picture calls (/vdapi/img), the origin's own. The JSON calls' queries, params
// and bodies are in the shared REST table (@pitchside/shared, api/vdapiRequests.ts).
import { RequestIdSchema } from '@pitchside/shared';
import { Type } from 'typebox';

export const PictureParams = Type.Object({
  kind: Type.Union([
    Type.Literal('team'),
    Type.Literal('league'),
    Type.Literal('anchor'),
    Type.Literal('cover'),
    Type.Literal('room'),
  ]),
  id: RequestIdSchema,
});

/** `?lang=` of a worded picture (a cover's title): zh | en | vi as in the `lang` header; cn when absent. */
export const PictureQuery = Type.Object({
  lang: Type.Optional(Type.Union([Type.Literal('zh'), Type.Literal('en'), Type.Literal('vi')])),
});
