import { describe, expect, it } from 'vitest';
import { operations } from '../contract/index.js';
import { buildOpenApiDocument } from '../contract/openapi.js';
import { API_VERSION, API_VERSIONS } from '../contract/version.js';
import { versionShapes } from '../generated/version-shapes.js';
import { createApi } from './api.js';
import { olderVersions as speakOlderVersions } from './older-versions.js';
import { olderVersionShapes, reshapeByPlan } from './version-shapes.js';

type Schema = Record<string, unknown>;
const document = buildOpenApiDocument(operations) as unknown as {
  paths: Record<string, Record<string, Schema>>;
  components: { schemas: Record<string, Schema> };
};

/**
 * A value of a JSON Schema, every property present, two items per array and record, union members and enum
 * values chosen by `pick`: different picks give different peers (numbered, unnumbered) and policies.
 */
function sampleOf(schema: Schema, pick: () => number, depth = 0): unknown {
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.replace('#/components/schemas/', '');
    return depth > 12 ? null : sampleOf(document.components.schemas[name] ?? {}, pick, depth + 1);
  }
  if ('const' in schema) return schema.const;
  const choose = <T>(options: T[]) => options[pick() % options.length] as T;
  if (Array.isArray(schema.enum)) return choose(schema.enum);
  const members = (schema.oneOf ?? schema.anyOf) as Schema[] | undefined;
  if (members) return sampleOf(choose(members), pick, depth + 1);
  const type = Array.isArray(schema.type) ? choose(schema.type as string[]) : schema.type;
  if (type === 'array') return [0, 1].map(() => sampleOf(schema.items as Schema, pick, depth + 1));
  if (type === 'object' || schema.properties) {
    const value: Record<string, unknown> = {};
    for (const [key, property] of Object.entries((schema.properties ?? {}) as Record<string, Schema>))
      value[key] = sampleOf(property, pick, depth + 1);
    if (typeof schema.additionalProperties === 'object')
      for (const key of ['first', 'second'])
        value[key] = sampleOf(schema.additionalProperties as Schema, pick, depth + 1);
    return value;
  }
  if (type === 'integer' || type === 'number') return pick();
  if (type === 'boolean') return pick() % 2 === 0;
  if (type === 'null') return null;
  return `text-${pick()}`;
}

/** A deterministic sequence of small numbers (a linear congruential generator) from a seed. */
const picker = (seed: number) => {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state >> 8;
  };
};

const olderVersions = API_VERSIONS.map((entry) => entry.version).filter((version) => version !== API_VERSION);
const wireSchemaOf = (operationId: string, part: 'request' | 'response'): Schema => {
  const operation = operations[operationId as keyof typeof operations];
  const path = document.paths[operation.path]?.[operation.method] as Schema & {
    requestBody?: { content: Record<string, { schema: Schema }> };
    responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
  };
  if (part === 'request') return path.requestBody?.content['application/json']?.schema ?? {};
  const success = Object.entries(path.responses).find(([status]) => /^2/.test(status))?.[1];
  return success?.content?.['application/json']?.schema ?? {};
};

const planned = Object.entries(versionShapes).flatMap(([operationId, plans]) =>
  (['request', 'response'] as const)
    .filter((part) => plans?.[part] !== undefined)
    .map((part) => ({ operationId, part, plan: plans?.[part] })),
);

describe('translating shapes between API versions', () => {
  it('has plans for the operations that carry a BGP peer', () => {
    expect(Object.keys(versionShapes).sort()).toEqual([
      'networking_switch_port_settings_create',
      'networking_switch_port_settings_view',
    ]);
  });

  it.each(planned)(
    '$operationId ($part): newest → older → newest is the identity',
    ({ operationId, part, plan }) => {
      const schema = wireSchemaOf(operationId, part);
      let renamedSomewhere = false;
      for (let seed = 1; seed <= 40; seed += 1) {
        const newest = sampleOf(schema, picker(seed));
        for (const version of olderVersions) {
          const older = reshapeByPlan(plan, structuredClone(newest), version, false);
          if (JSON.stringify(older) !== JSON.stringify(newest)) renamedSomewhere = true;
          expect(reshapeByPlan(plan, older, version, true)).toEqual(newest);
        }
        // At the SDK's own version nothing is translated.
        expect(reshapeByPlan(plan, structuredClone(newest), API_VERSION, false)).toEqual(newest);
      }
      // The samples held numbered peers, whose address older versions name `ip`.
      expect(renamedSomewhere).toBe(true);
    },
  );

  it('renames a numbered peer’s address, and leaves an unnumbered one and other operations alone', () => {
    const peers = (numbered: Record<string, string>) => ({
      bgp_peers: [
        {
          link_name: 'phy0',
          peers: [
            { addr: { type: 'numbered', ...numbered } },
            { addr: { type: 'unnumbered', router_lifetime: 30 } },
          ],
        },
      ],
    });
    const settings = peers({ target_addr: '10.0.0.1', src_addr: '10.0.0.2' });
    const create = 'networking_switch_port_settings_create';
    const older = olderVersionShapes(create, structuredClone(settings), '2026081700.0.0');
    // The address added with the rename is left to the older platform to ignore.
    expect(older).toEqual(peers({ ip: '10.0.0.1', src_addr: '10.0.0.2' }));
    expect(olderVersionShapes(create, structuredClone(settings), '2026081901.0.0')).toEqual(settings);
    expect(olderVersionShapes('project_create', structuredClone(settings), '2026073100.0.0')).toEqual(
      settings,
    );
    expect(olderVersionShapes(undefined, structuredClone(settings), '2026073100.0.0')).toEqual(settings);
  });

  it('takes hostile answers without failing: wrong types, odd tags, inherited names', () => {
    const view = (answer: unknown) =>
      olderVersionShapes('networking_switch_port_settings_view', answer, '2026081700.0.0', true);
    expect(view(null)).toBeNull();
    expect(view('text')).toBe('text');
    expect(view({ bgp_peers: 'nope' })).toEqual({ bgp_peers: 'nope' });
    expect(view({ bgp_peers: [null, 3, { addr: null }] })).toEqual({ bgp_peers: [null, 3, { addr: null }] });
    for (const type of ['__proto__', 'constructor', 'toString', 'hasOwnProperty'])
      expect(view({ bgp_peers: [{ addr: { type, ip: '10.0.0.1' } }] })).toEqual({
        bgp_peers: [{ addr: { type, ip: '10.0.0.1' } }],
      });
  });
});

/** A platform double speaking `version`: records request bodies and answers `answer` as its JSON. */
function platformDouble(version: string, answer: unknown) {
  const bodies: unknown[] = [];
  const fetch = async (request: Request) => {
    bodies.push(request.body ? await request.json() : undefined);
    return new Response(JSON.stringify(answer), {
      headers: { 'content-type': 'application/json', 'api-version': version },
    });
  };
  return { bodies, fetch };
}

const olderSettings = {
  id: '8e2a3c43-0c1e-4f5a-9b1c-6a0e1d7c9f10',
  bgp_peers: [{ addr: { type: 'numbered', ip: '172.20.15.49' } }],
};

describe('a client speaking an older version with `shapes`', () => {
  it('sends the older names and reads answers under the newest', async () => {
    const platform = platformDouble('2026081700.0.0', olderSettings);
    const api = createApi({
      host: 'http://rack.test',
      fetch: platform.fetch,
      apiVersion: '2026081700.0.0',
      versions: speakOlderVersions,
      shapes: olderVersionShapes,
    });
    const body = {
      bgpPeers: [
        { linkName: 'phy0', peers: [{ addr: { type: 'numbered' as const, targetAddr: '172.20.15.49' } }] },
      ],
    };
    const created = await api.networkingSwitchPortSettingsCreate({ body: body as never });
    expect(platform.bodies[0]).toEqual({
      bgp_peers: [{ link_name: 'phy0', peers: [{ addr: { type: 'numbered', ip: '172.20.15.49' } }] }],
    });
    // The caller's body is not changed.
    expect(body.bgpPeers[0]?.peers[0]?.addr).toEqual({ type: 'numbered', targetAddr: '172.20.15.49' });
    expect(created.type === 'success' && created.data.bgpPeers[0]?.addr).toEqual({
      type: 'numbered',
      targetAddr: '172.20.15.49',
    });
  });

  it('follows an older server it adapts to, and leaves the newest version’s answers alone', async () => {
    const older = platformDouble('2026081700.0.0', olderSettings);
    const { createServerVersionWatch } = await import('./api-version.js');
    const serverVersion = createServerVersionWatch();
    const adapting = createApi({
      host: 'http://rack.test',
      fetch: older.fetch,
      serverVersion,
      adaptToOlderServer: true,
      versions: speakOlderVersions,
      shapes: olderVersionShapes,
    });
    await adapting.projectList(); // learns the server's version
    const view = await adapting.networkingSwitchPortSettingsView({ path: { port: 'uplink' } });
    expect(view.type === 'success' && view.data.bgpPeers[0]?.addr).toEqual({
      type: 'numbered',
      targetAddr: '172.20.15.49',
    });

    // Speaking the newest, an answer naming `ip` is not the SDK's business: it comes through as sent.
    const newest = platformDouble(API_VERSION, olderSettings);
    const api = createApi({ host: 'http://rack.test', fetch: newest.fetch, shapes: olderVersionShapes });
    const seen = await api.networkingSwitchPortSettingsView({ path: { port: 'uplink' } });
    expect(seen.type === 'success' && seen.data.bgpPeers[0]?.addr).toEqual({
      type: 'numbered',
      ip: '172.20.15.49',
    });
  });

  it('without `shapes`, answers come in the spoken version’s shapes', async () => {
    const platform = platformDouble('2026081700.0.0', olderSettings);
    const api = createApi({
      host: 'http://rack.test',
      fetch: platform.fetch,
      apiVersion: '2026081700.0.0',
      versions: speakOlderVersions,
    });
    const view = await api.networkingSwitchPortSettingsView({ path: { port: 'uplink' } });
    expect(view.type === 'success' && view.data.bgpPeers[0]?.addr).toEqual({
      type: 'numbered',
      ip: '172.20.15.49',
    });
  });
});
