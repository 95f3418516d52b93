import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { VERSION_APP } from '@eds/contracts/constantes';

/** OpenAPI of every route, generated from the zod schemas, served at /api/docs. */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Back office EDS — API',
          description:
            'API del back office de estaciones de servicio. Todas las respuestas usan el sobre `{success, status, mensaje, data}`. ' +
            'Estado 205: sesión caducada; 206: resultado parcial.',
          version: VERSION_APP,
        },
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer' },
            equipo: { type: 'http', scheme: 'bearer', description: 'Token del equipo POS (POST /api/equipo/{id}/token)' },
          },
        },
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'swagger' },
);
