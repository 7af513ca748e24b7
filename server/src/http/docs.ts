// API documentation: Swagger UI (assets served locally, no CDN) at `/api/docs` and `/backoffice/api/docs`, and each
// contract as written at `<base>/openapi.yaml`.
import { dirname } from "node:path";
import type { FastifyInstance } from "fastify";
import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { Contract } from "../contract/load.ts";

export async function serveDocs(app: FastifyInstance, contract: Contract, file: string, docsPrefix: string): Promise<void> {
  app.get(`${contract.basePath}/openapi.yaml`, async (_request, reply) =>
    reply.type("application/yaml; charset=utf-8").send(contract.text),
  );
  // Each contract in its own plugin scope: @fastify/swagger decorates the instance, once per scope.
  await app.register(async (scope) => {
    await scope.register(swagger, { mode: "static", specification: { path: file, baseDir: dirname(file) } });
    await scope.register(swaggerUi, {
      routePrefix: docsPrefix,
      // validatorUrl null: no badge fetched from validator.swagger.io.
      uiConfig: { docExpansion: "list", deepLinking: true, validatorUrl: null },
    });
  });
}
