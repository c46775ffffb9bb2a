/** The operations of the OpenAPI document, as the generators need them. */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  format?: string;
  [key: string]: unknown;
};

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: string;
  /** As documented, with `{name}` for path parameters. */
  path: string;
  auth: boolean;
  parameters: Parameter[];
  body?: { kind: 'json' | 'multipart'; schema: JsonSchema };
  responses: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        security?: unknown[];
        parameters?: Parameter[];
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
        responses: Operation['responses'];
      }
    >
  >;
}

export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const content = op.requestBody?.content ?? {};
      const body = content['multipart/form-data']
        ? { kind: 'multipart' as const, schema: content['multipart/form-data'].schema }
        : content['application/json']
          ? { kind: 'json' as const, schema: content['application/json'].schema }
          : undefined;
      operations.push({
        method: method.toUpperCase(),
        path,
        auth: Boolean(op.security?.length),
        parameters: op.parameters ?? [],
        body,
        responses: op.responses,
      });
    }
  }
  return operations;
}

/**
 * Calls that end the caller's own session, or act on it, are never sent with the suite's valid session (nor
 * /seguridad's, which end the user's other sessions: the other workers').
 */
export function endsSession(op: Operation): boolean {
  return /logout|refreshtoken|simulateproducer|account\/sessions\//i.test(op.path);
}

/** GET calls that change something (mark as seen, send a mail) get only inputs they must refuse when signed in. */
export function changesOnGet(op: Operation): boolean {
  return op.method === 'GET' && /verify|individualcertificate|delete/i.test(op.path);
}
