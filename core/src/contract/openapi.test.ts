import { describe, expect, it } from 'vitest';
import { allEndpoints, buildOpenApiDocument, toOpenApiPath } from './index';

const info = { title: 'Studovna API', version: '1.0.0' };
const doc = buildOpenApiDocument(allEndpoints, info, { servers: [{ url: 'http://localhost:3000' }] });
const METHODS = ['get', 'post', 'delete'] as const;

const operations = Object.entries(doc.paths).flatMap(([path, item]) =>
  METHODS.filter((m) => item[m]).map((m) => ({ path, method: m, op: item[m] as Record<string, unknown> })),
);

/** Every `$ref` string anywhere in a value. */
function refsIn(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => refsIn(v, out));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === '$ref' && typeof v === 'string') out.push(v);
      else refsIn(v, out);
    }
  }
  return out;
}

function resolve(ref: string): unknown {
  return ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], doc);
}

describe('buildOpenApiDocument', () => {
  it('is an OpenAPI 3.1 document that survives JSON', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info).toEqual(info);
    expect(JSON.parse(JSON.stringify(doc))).toEqual(doc);
  });

  it('has one operation per endpoint, operationId = name', () => {
    expect(operations).toHaveLength(allEndpoints.length);
    expect(operations.map((o) => o.op.operationId).sort()).toEqual(allEndpoints.map((e) => e.name).sort());
  });

  it('writes path parameters OpenAPI style and declares them', () => {
    expect(toOpenApiPath('/wp-json/learnpress/v1/courses/:id')).toBe('/wp-json/learnpress/v1/courses/{id}');
    const op = doc.paths['/wp-json/learnpress/v1/courses/{id}']!.get as {
      parameters: Record<string, unknown>[];
    };
    expect(op.parameters).toContainEqual(expect.objectContaining({ name: 'id', in: 'path', required: true }));
    expect(Object.keys(doc.paths).some((p) => p.includes(':'))).toBe(false);
  });

  it('maps auth to bearer security', () => {
    const byName = new Map(operations.map((o) => [o.op.operationId, o.op]));
    expect(byName.get('quiz.finish')!.security).toEqual([{ bearer: [] }]);
    expect(byName.get('courses.list')!.security).toEqual([{ bearer: [] }, {}]);
    expect(byName.get('token.create')!.security).toEqual([]);
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('describes errors with the shared WordPress error schema', () => {
    expect(doc.components.schemas.WpError).toMatchObject({
      type: 'object',
      required: ['code', 'message', 'data'],
    });
    for (const { op } of operations) {
      expect((op.responses as Record<string, unknown>).default).toEqual({
        $ref: '#/components/responses/Error',
      });
    }
  });

  it('uses multipart for uploads and JSON for other bodies', () => {
    const update = doc.paths['/wp-json/learnpress/v1/users/{id}']!.post as {
      requestBody: { content: object };
    };
    expect(Object.keys(update.requestBody.content)).toEqual(['multipart/form-data']);
    const finish = doc.paths['/wp-json/learnpress/v1/quiz/finish']!.post as {
      requestBody: { content: object };
    };
    expect(Object.keys(finish.requestBody.content)).toEqual(['application/json']);
  });

  it('declares pagination headers and query parameters', () => {
    const list = doc.paths['/wp-json/learnpress/v1/courses']!.get as {
      parameters: { name?: string; required?: boolean }[];
      responses: { '200': { headers: object } };
    };
    expect(Object.keys(list.responses['200'].headers)).toEqual(['X-WP-Total', 'X-WP-TotalPages']);
    expect(list.parameters.map((p) => p.name)).toEqual(expect.arrayContaining(['per_page', 'category', 'v']));
  });

  it('describes a download by the type of its bytes', () => {
    type Op = { responses: Record<string, { content: Record<string, unknown> }> };
    const bytesOf = (path: string) => Object.keys((doc.paths[path]!.get as Op).responses['200']!.content);
    expect(bytesOf('/wp-json/studovna/v1/studio/courses/{id}/package')).toEqual(['application/zip']);
    expect(bytesOf('/wp-json/studovna/v1/studio/questions/export.gift')).toEqual([
      'text/plain; charset=utf-8',
    ]);
    expect(bytesOf('/wp-json/learnpress/v1/assignments/files/{id}')).toEqual(['application/octet-stream']);
  });

  it('resolves every $ref inside the document, recursive comments included', () => {
    const refs = refsIn(doc);
    expect(refs).toContain('#/components/schemas/Comment');
    for (const ref of refs) expect(resolve(ref), ref).toBeDefined();
    expect(JSON.stringify(doc)).not.toContain('"$ref":"#"');
    expect(JSON.stringify(doc)).not.toContain('$defs');
  });

  it('is a pure function of its input', () => {
    expect(buildOpenApiDocument(allEndpoints, info, { servers: [{ url: 'http://localhost:3000' }] })).toEqual(
      doc,
    );
    expect(buildOpenApiDocument([], info).paths).toEqual({});
  });
});
