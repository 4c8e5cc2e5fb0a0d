import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { globalPlugin } from '../http/global-plugin.ts';

const DESCRIPTION = `The API of the LLD mobile web app. The wire format is PROTOCOL.md; this document
shows every call's plain (decrypted) request body and response.

**Signing.** Every call under \`/api/app/\` carries \`Authorization\` (the raw token, "" before the
first guest login), \`X-User-Agent\` and \`x-api-key: timestamp=<t>&sign=<s>&nonce=<n>\` with
\`s = hex(HMAC-SHA1(APP_SIGN_KEY, token + "/api" + path + X-User-Agent + t + n))\`. A bad sign, a
timestamp more than 300 s off, or a nonce seen in the last 600 s gets HTTP 403
\`{"code":1001}\`.

**Envelope.** With \`APP_ENCRYPT=on\` a POST body is \`{"data":"<B>"}\` (EnvelopeRequest) and a
success is \`{"code":200,"msg":"ok","hash":true,"data":"<B>"}\` (EncryptedResultBody), where
\`B = base64(iv(12) ‖ AES-256-GCM ciphertext ‖ tag(16))\` of the JSON text of the plain body or
\`data\` shown below. With \`off\` bodies are the plain JSON shown, without \`hash\`.

**Results.** Every response is \`{"code","msg","data"?,"hash"?,"tip"?}\` (ErrorBody for failures,
never encrypted). Codes: 200 ok; 1000 token invalid (HTTP 200); 1001 signature (403); 1002 too
many requests (429, Retry-After); 2000 invalid parameters, \`msg\` names the first bad field;
2004 no such item (an unknown path under /api: HTTP 404); 6004 device banned; 6015 too many
new guests from this network; 5000 internal error (500).

**Operator API.** \`/api/admin/*\` takes \`x-admin-key\` instead, plain JSON, never encrypted.`;

export const openapiPlugin = (version: string) =>
  globalPlugin('openapi', async (app: FastifyInstance) => {
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.0.3',
        info: { title: 'LLD API', version, description: DESCRIPTION },
        tags: [
          { name: 'ping', description: 'Configuration and health' },
          { name: 'login', description: 'Sessions' },
          { name: 'user', description: 'The signed-in user' },
          { name: 'advertise', description: 'Ads' },
          { name: 'admin', description: 'Operator API (x-admin-key)' },
          { name: 'files', description: 'Stored files (images) under the IMAGE domain' },
          { name: 'web', description: 'The web app' },
        ],
        components: {
          securitySchemes: {
            apiKey: {
              type: 'apiKey',
              in: 'header',
              name: 'x-api-key',
              description: 'timestamp=<UTC seconds>&sign=<hex HMAC-SHA1>&nonce=<lower-case UUID v4>',
            },
            xUserAgent: {
              type: 'apiKey',
              in: 'header',
              name: 'X-User-Agent',
              description: 'DevType=<v>&SysType=<v>&Ver=2.1.1&BuildID=<v> (URLSearchParams form)',
            },
            authorization: {
              type: 'apiKey',
              in: 'header',
              name: 'Authorization',
              description: 'The raw token from a login (no "Bearer"), "" before the first guest login',
            },
            adminKey: { type: 'apiKey', in: 'header', name: 'x-admin-key' },
          },
        },
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  });
