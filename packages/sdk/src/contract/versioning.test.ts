import { describe, expect, it } from 'vitest';
import * as contract from './index.js';
import { buildOpenApiDocument } from './openapi.js';

// biome-ignore lint/suspicious/noExplicitAny: emitted documents are walked by key in the assertions
type Json = Record<string, any>;

const documentAt = (version: string) => buildOpenApiDocument(contract.operations, version) as Json;
const operationIdsOf = (document: Json) =>
  Object.values(document.paths as Json).flatMap((item) =>
    Object.values(item as Json).map((operation) => (operation as Json).operationId as string),
  );
const numberedPeer = (document: Json) =>
  (document.components.schemas.RouterPeerType.oneOf as Json[]).find(
    (member) => member.properties.type.const === 'numbered',
  ) as Json;

describe('the contract across API versions', () => {
  it('lists the five versions oldest first, the newest being the SDK’s own', () => {
    expect(contract.API_VERSIONS.map((entry) => entry.version)).toEqual([
      '2026073100.0.0',
      '2026081200.0.0',
      '2026081400.0.0',
      '2026081700.0.0',
      '2026081901.0.0',
    ]);
    expect(contract.API_VERSION).toBe('2026081901.0.0');
  });

  it.each([
    ['2026073100.0.0', 315],
    ['2026081200.0.0', 315],
    ['2026081400.0.0', 317],
    ['2026081700.0.0', 317],
    ['2026081901.0.0', 317],
  ])('emits the document of %s with %i operations', (version, count) => {
    const document = documentAt(version);
    expect(document.info.version).toBe(version);
    expect(operationIdsOf(document)).toHaveLength(count);
  });

  it('adds Sled.slot in 2026081200', () => {
    expect(documentAt('2026073100.0.0').components.schemas.Sled.properties).not.toHaveProperty('slot');
    expect(documentAt('2026081200.0.0').components.schemas.Sled.properties).toHaveProperty('slot');
  });

  it('adds the alert log and its schemas in 2026081400', () => {
    const before = documentAt('2026081200.0.0');
    const after = documentAt('2026081400.0.0');
    expect(operationIdsOf(before)).not.toContain('alert_list');
    expect(before.components.schemas).not.toHaveProperty('Alert');
    expect(before.components.schemas).not.toHaveProperty('AlertResultsPage');
    expect(after.paths['/v1/alerts'].get.operationId).toBe('alert_list');
    expect(after.paths['/v1/alerts/{alert_id}'].get.operationId).toBe('alert_view');
    expect(after.paths['/v1/alerts'].get.parameters.map((parameter: Json) => parameter.name).sort()).toEqual([
      'alert_class',
      'end_time',
      'limit',
      'page_token',
      'sort_by',
      'start_time',
    ]);
    expect(Object.keys(after.components.schemas.Alert.properties).sort()).toEqual([
      'alert',
      'class',
      'id',
      'time_created',
      'time_modified',
      'version',
    ]);
  });

  it('moves the ten support bundle operations out of /experimental in 2026081700', () => {
    const bundlePaths = (document: Json) =>
      Object.entries(document.paths as Json)
        .filter(([, item]) =>
          Object.values(item as Json).some((operation) =>
            (operation as Json).operationId.startsWith('support_bundle_'),
          ),
        )
        .flatMap(([path, item]) => Object.keys(item as Json).map(() => path));
    const before = bundlePaths(documentAt('2026081400.0.0'));
    const after = bundlePaths(documentAt('2026081700.0.0'));
    expect(before).toHaveLength(10);
    expect(after).toHaveLength(10);
    expect(before.every((path) => path.startsWith('/experimental/v1/system/support-bundles'))).toBe(true);
    expect(after.every((path) => path.startsWith('/v1/system/support-bundles'))).toBe(true);
  });

  it('renames a numbered BGP peer’s ip to target_addr and adds src_addr in 2026081901', () => {
    const before = numberedPeer(documentAt('2026081700.0.0'));
    const after = numberedPeer(documentAt('2026081901.0.0'));
    expect(Object.keys(before.properties).sort()).toEqual(['ip', 'type']);
    expect(before.required.sort()).toEqual(['ip', 'type']);
    expect(Object.keys(after.properties).sort()).toEqual(['src_addr', 'target_addr', 'type']);
    expect(after.required.sort()).toEqual(['target_addr', 'type']);
  });

  it('declares the optional range header of the five support bundle downloads at every version', () => {
    for (const version of contract.API_VERSIONS.map((entry) => entry.version)) {
      const headers = Object.values(documentAt(version).paths as Json).flatMap((item) =>
        Object.values(item as Json).flatMap((operation) =>
          ((operation as Json).parameters as Json[])
            .filter((parameter) => parameter.in === 'header')
            // Optional is the default, left unsaid as the platform's document does.
            .map(
              (parameter) =>
                `${(operation as Json).operationId}:${parameter.name}:${parameter.required ?? false}`,
            ),
        ),
      );
      expect(headers.sort(), version).toEqual([
        'support_bundle_download:range:false',
        'support_bundle_download_file:range:false',
        'support_bundle_head:range:false',
        'support_bundle_head_file:range:false',
        'support_bundle_index:range:false',
      ]);
    }
  });

  it('reads an operation’s path at any version, including ones between the listed five', () => {
    const list = contract.operations.support_bundle_list;
    expect(contract.operationPathAt(list, '2026081600.0.0')).toBe('/experimental/v1/system/support-bundles');
    expect(contract.operationPathAt(list, '2026081700.0.0')).toBe('/v1/system/support-bundles');
    expect(contract.operationExistsAt(contract.operations.alert_list, '2026081399.0.0')).toBe(false);
    expect(contract.operationExistsAt(contract.operations.alert_list, '2026081400.0.1')).toBe(true);
  });
});

describe('translating values between versions', () => {
  const peer = {
    addr: { type: 'numbered', target_addr: '10.0.0.1', src_addr: '10.0.0.2' },
    bgp_config: 'as65000',
  };

  it('gives an older client a numbered peer under its old field name, without src_addr', () => {
    const old = contract.valueAt(
      contract.BgpPeerConfig,
      { link_name: 'phy0', peers: [peer] },
      '2026081700.0.0',
    );
    expect(old.peers[0]?.addr).toEqual({ type: 'numbered', ip: '10.0.0.1' });
    expect(peer.addr).toHaveProperty('target_addr');
  });

  it('reads a numbered peer an older client wrote as ip as target_addr', () => {
    const sent = { link_name: 'phy0', peers: [{ ...peer, addr: { type: 'numbered', ip: '10.0.0.9' } }] };
    const now = contract.valueFrom(contract.BgpPeerConfig, sent, '2026073100.0.0');
    expect(now.peers[0]?.addr).toEqual({ type: 'numbered', target_addr: '10.0.0.9' });
  });

  it('does not take a numbered peer’s newer target_addr from a client older than 2026081901', () => {
    const sent = { type: 'numbered', target_addr: '10.0.0.9' };
    expect(contract.valueFrom(contract.RouterPeerType, sent, '2026081700.0.0')).toEqual({ type: 'numbered' });
    const both = { type: 'numbered', ip: '10.0.0.1', target_addr: '10.0.0.9' };
    expect(contract.valueFrom(contract.RouterPeerType, both, '2026081700.0.0')).toEqual({
      type: 'numbered',
      target_addr: '10.0.0.1',
    });
  });

  it('leaves unnumbered peers and the newest version alone', () => {
    const unnumbered = { type: 'unnumbered', router_lifetime: 30 };
    expect(contract.valueAt(contract.RouterPeerType, unnumbered, '2026073100.0.0')).toEqual(unnumbered);
    const latest = contract.valueAt(contract.BgpPeer, peer, contract.API_VERSION);
    expect(latest).toBe(peer);
  });

  it('drops Sled.slot for clients older than 2026081200', () => {
    const page = { items: [{ id: 'x', slot: 3 }], next_page: null };
    expect(contract.valueAt(contract.SledResultsPage, page, '2026073100.0.0').items[0]).not.toHaveProperty(
      'slot',
    );
    expect(contract.valueAt(contract.SledResultsPage, page, '2026081200.0.0').items[0]).toHaveProperty(
      'slot',
      3,
    );
  });
});

describe('the api-version header', () => {
  it.each([
    ['', 'empty string, expected a semver version'],
    ['RIP', "unexpected character 'R' while parsing major version number"],
    ['2026081901', 'unexpected end of input while parsing major version number'],
    ['2026081901.', 'unexpected end of input while parsing minor version number'],
    ['2026081901.0.x', "unexpected character 'x' while parsing patch version number"],
    ['2026081901.0.0x', "unexpected character 'x' after patch version number"],
    ['2026073100.0.0.0', "unexpected character '.' after patch version number"],
    ['1.2x.3', "unexpected character 'x' after minor version number"],
    ['1 .0.0', "unexpected character ' ' after major version number"],
    ['01.0.0', 'invalid leading zero in major version number'],
    ['18446744073709551616.0.0', 'value of major version number exceeds u64::MAX'],
    ['1.2.3-', 'empty identifier segment in pre-release identifier'],
    ['1.2.3-rc..1', 'empty identifier segment in pre-release identifier'],
    ['1.2.3-01', 'invalid leading zero in pre-release identifier'],
    ['1.2.3+', 'empty identifier segment in build metadata'],
    ['1.2.3-rc+b_1', "unexpected character '_' after build metadata"],
    ["1.2.3-rc'", "unexpected character '\\'' after pre-release identifier"],
  ])('refuses %j as the platform’s parser does: %s', (text, message) => {
    expect(contract.apiVersionSyntaxError(text)).toBe(message);
  });

  it('accepts semantic versions and orders them as semver does', () => {
    for (const version of ['2026081901.0.0', '18446744073709551615.0.0', '1.2.3-rc.01a+build.007', '1.2.3-0'])
      expect(contract.apiVersionSyntaxError(version), version).toBeUndefined();
    expect(contract.compareApiVersions('2026081901.0.0', '2026081700.0.0')).toBe(1);
    expect(contract.compareApiVersions('2026081901.0.0-rc.1', '2026081901.0.0')).toBe(-1);
    expect(contract.compareApiVersions('2026081901.0.0+build', '2026081901.0.0')).toBe(0);
  });
});
