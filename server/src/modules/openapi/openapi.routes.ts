import { allEndpoints, buildOpenApiDocument, toOpenApiPath } from '@studovna/core/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';

/**
 * The OpenAPI document of the whole contract at /wp-json/openapi.json. Operations the server does not
 * serve yet carry `x-served: false`, so the document never promises more than the server does.
 */
export function openApiRoutes(app: FastifyInstance, _ctx: AppContext): void {
  let document: ReturnType<typeof buildOpenApiDocument> | undefined;
  app.get('/wp-json/openapi.json', async (request) => {
    if (!document) {
      document = buildOpenApiDocument(allEndpoints, {
        title: 'Studovna API',
        version: '1.0.0',
        description: 'LearnPress-compatible REST API of Studovna.',
      });
      for (const endpoint of allEndpoints) {
        const served = app.hasRoute({ method: endpoint.method, url: endpoint.path });
        const operation = document.paths[toOpenApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()];
        if (operation) operation['x-served'] = served;
      }
    }
    return { ...document, servers: [{ url: `${request.protocol}://${request.host}` }] };
  });
}
