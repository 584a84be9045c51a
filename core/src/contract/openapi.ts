import { z } from 'zod/mini';
import { wpErrorSchema } from './common';
import type { EndpointDefinition } from './endpoint';

/** A JSON Schema or OpenAPI fragment. */
type Json = { [key: string]: unknown };

export interface OpenApiInfo {
  title: string;
  version: string;
  description?: string;
}

export interface OpenApiOptions {
  /** e.g. `[{ url: 'http://localhost:3000' }]`. */
  servers?: { url: string; description?: string }[];
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: OpenApiInfo;
  servers?: { url: string; description?: string }[];
  paths: Record<string, Record<string, Json>>;
  components: {
    schemas: Record<string, Json>;
    responses: Record<string, Json>;
    parameters: Record<string, Json>;
    securitySchemes: Record<string, Json>;
  };
}

const ERROR_SCHEMA = 'WpError';
const SCHEMA_REF = '#/components/schemas/';

/** `/courses/:id` → `/courses/{id}`. */
export const toOpenApiPath = (path: string): string => path.replace(/:([A-Za-z_]+)/g, '{$1}');

/**
 * Collects shared schemas under `components.schemas`: every `$defs` entry of a conversion (schemas with a
 * registered id, e.g. `Course`, and recursive ones) moves there and references are rewritten. Input forms
 * get an `Input` suffix, since coercions and transforms can make them differ from the output form.
 */
class SchemaCollector {
  readonly schemas: Record<string, Json> = {};

  convert(schema: z.ZodMiniType, io: 'input' | 'output', hint: string): Json {
    const raw = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Json;
    const { $schema: _ignored, $defs, ...root } = raw;
    const defs = ($defs ?? {}) as Record<string, Json>;
    const suffix = io === 'input' ? 'Input' : '';
    const renames = new Map<string, string>();
    for (const name of Object.keys(defs)) {
      const generated = name.startsWith('__');
      renames.set(`#/$defs/${name}`, (generated ? `${hint}_${name.replace(/^_+/, '')}` : name) + suffix);
    }
    // A root that refers to itself (`$ref: "#"`) becomes a component of its own.
    const selfReferencing = JSON.stringify(root).includes('"$ref":"#"');
    if (selfReferencing) renames.set('#', hint + suffix);
    const rewrite = (node: unknown): unknown => {
      if (Array.isArray(node)) return node.map(rewrite);
      if (node === null || typeof node !== 'object') return node;
      const out: Json = {};
      for (const [key, value] of Object.entries(node as Json)) {
        const target = key === '$ref' && typeof value === 'string' ? renames.get(value) : undefined;
        out[key] = target ? SCHEMA_REF + target : rewrite(value);
      }
      return out;
    };
    for (const [name, def] of Object.entries(defs)) {
      this.add(renames.get(`#/$defs/${name}`) as string, rewrite(def) as Json);
    }
    const converted = rewrite(root) as Json;
    if (!selfReferencing) return converted;
    this.add(hint + suffix, converted);
    return { $ref: SCHEMA_REF + hint + suffix };
  }

  private add(name: string, schema: Json): void {
    const existing = this.schemas[name];
    if (existing !== undefined && JSON.stringify(existing) !== JSON.stringify(schema)) {
      throw new Error(`Two different schemas are registered as "${name}"`);
    }
    this.schemas[name] = schema;
  }
}

function parametersOf(
  schema: z.ZodMiniObject | undefined,
  where: 'path' | 'query',
  collector: SchemaCollector,
  hint: string,
) {
  if (!schema) return [];
  const json = collector.convert(schema, 'input', hint);
  const properties = (json.properties ?? {}) as Record<string, Json>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, propertySchema]) => {
    const { description, ...rest } = propertySchema;
    return {
      name,
      in: where,
      required: where === 'path' || required.has(name),
      ...(typeof description === 'string' ? { description } : {}),
      schema: rest,
    };
  });
}

function securityOf(auth: EndpointDefinition['auth']): Json[] {
  if (auth === 'required' || auth === 'studio') return [{ bearer: [] }];
  if (auth === 'optional') return [{ bearer: [] }, {}];
  return [];
}

/**
 * Builds an OpenAPI 3.1 document from endpoint definitions: request schemas in their input form,
 * responses in their output form, errors as the shared WordPress error. Pure: no I/O.
 */
export function buildOpenApiDocument(
  endpoints: readonly EndpointDefinition[],
  info: OpenApiInfo,
  options: OpenApiOptions = {},
): OpenApiDocument {
  const collector = new SchemaCollector();
  collector.schemas[ERROR_SCHEMA] = collector.convert(wpErrorSchema, 'output', ERROR_SCHEMA);
  const paths: OpenApiDocument['paths'] = {};

  for (const endpoint of endpoints) {
    const hint = endpoint.name.replace(/[^A-Za-z0-9]+/g, '_');
    const path = toOpenApiPath(endpoint.path);
    const operation: Json = {
      operationId: endpoint.name,
      summary: endpoint.summary,
      tags: [endpoint.name.split('.')[0]],
      security: securityOf(endpoint.auth),
      parameters: [
        ...parametersOf(endpoint.params, 'path', collector, `${hint}_params`),
        ...parametersOf(endpoint.query, 'query', collector, `${hint}_query`),
        { $ref: '#/components/parameters/ClientLocale' },
      ],
    };
    if (endpoint.body) {
      const mediaType = endpoint.multipart ? 'multipart/form-data' : 'application/json';
      operation.requestBody = {
        required: true,
        content: { [mediaType]: { schema: collector.convert(endpoint.body, 'input', `${hint}_body`) } },
      };
    }
    const headers = Object.fromEntries(
      (endpoint.headers ?? []).map((header) => [header, { schema: { type: 'integer' } }]),
    );
    operation.responses = {
      '200': {
        description: 'Success',
        ...(endpoint.headers?.length ? { headers } : {}),
        content: endpoint.download
          ? {
              [endpoint.downloadType ?? 'application/octet-stream']: {
                schema: { type: 'string', format: 'binary' },
              },
            }
          : {
              'application/json': {
                schema: collector.convert(endpoint.response, 'output', `${hint}_response`),
              },
            },
      },
      ...(endpoint.auth === 'required' || endpoint.auth === 'studio'
        ? { '401': { $ref: '#/components/responses/Error' } }
        : {}),
      ...(endpoint.auth === 'studio' ? { '403': { $ref: '#/components/responses/Error' } } : {}),
      default: { $ref: '#/components/responses/Error' },
    };
    paths[path] = { ...paths[path], [endpoint.method.toLowerCase()]: operation };
  }

  return {
    openapi: '3.1.0',
    info,
    ...(options.servers ? { servers: options.servers } : {}),
    paths,
    components: {
      schemas: collector.schemas,
      responses: {
        Error: {
          description: 'WordPress error `{code, message, data: {status}}`, sent with that HTTP status.',
          content: { 'application/json': { schema: { $ref: SCHEMA_REF + ERROR_SCHEMA } } },
        },
      },
      parameters: {
        ClientLocale: {
          name: 'client-locale',
          in: 'header',
          required: false,
          description: 'Language of messages (`cs` default, `en`).',
          schema: { type: 'string' },
        },
      },
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  };
}
