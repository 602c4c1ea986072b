import { API_VERSION, createApi, olderVersionShapes, olderVersions, type Params } from '@rackconsole/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bgpPeerInput, startTestPlatform, type TestPlatform } from '../testing/harness';

// The SDK speaking an older API version against the Node mock, which answers in that version's shapes: the
// SDK's caller writes and reads the newest shapes (a numbered BGP peer's `targetAddr`), the wire carries the
// older ones (`ip` before 2026081901).
let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform?.close());

const OLDER = '2026081700.0.0';

/** A fleet admin's client speaking `apiVersion`, keeping the text of every request and answer it exchanged. */
function clientSpeaking(apiVersion: string | undefined, shapes = true) {
  const sent: string[] = [];
  const answered: string[] = [];
  const api = createApi({
    host: platform.url,
    token: platform.tokenFor('hannah'),
    ...(apiVersion ? { apiVersion, versions: olderVersions } : {}),
    ...(shapes ? { shapes: olderVersionShapes } : {}),
    fetch: async (request) => {
      sent.push(request.body ? await request.clone().text() : '');
      const response = await fetch(request);
      answered.push(await response.clone().text());
      return response;
    },
  });
  return { api, sent, answered };
}

type SettingsBody = Params<'networkingSwitchPortSettingsCreate'>['body'];

/**
 * Port settings with a numbered peer written in the newest shape, and an unnumbered one; each on its own host
 * address of the lot (an address is held by one port's settings).
 */
const settings = (name: string, host: number): SettingsBody => ({
  name,
  description: '',
  portConfig: { geometry: 'qsfp28x1' },
  links: [{ linkName: 'phy0', mtu: 1500, lldp: { enabled: false }, speed: 'speed100_g', autoneg: false }],
  addresses: [
    { linkName: 'phy0', addresses: [{ addressLot: 'initial-infra', address: `172.20.15.${host}/29` }] },
  ],
  routes: [],
  bgpPeers: [
    {
      linkName: 'phy0',
      peers: [
        bgpPeerInput('as65547'),
        bgpPeerInput('as65547', { addr: { type: 'unnumbered', routerLifetime: 1800 } }),
      ],
    },
  ],
});
const peersOf = (text: string | undefined) =>
  (JSON.parse(text ?? '{}') as { bgp_peers: { addr: unknown }[] }).bgp_peers.map((one) => one.addr);

describe('the SDK speaking an older API version', () => {
  it('creates and reads back a numbered peer as targetAddr, while the wire says ip', async () => {
    const { api, sent, answered } = clientSpeaking(OLDER);
    const created = await api.networkingSwitchPortSettingsCreate({ body: settings('older-uplink', 50) });
    expect(created.type, answered[0]).toBe('success');
    const wirePeers = (JSON.parse(sent[0] ?? '{}') as { bgp_peers: { peers: { addr: unknown }[] }[] })
      .bgp_peers[0]?.peers;
    expect(wirePeers?.map((one) => one.addr)).toEqual([
      { type: 'numbered', ip: '172.20.15.49' },
      { type: 'unnumbered', router_lifetime: 1800 },
    ]);
    const expected = [
      { type: 'numbered', targetAddr: '172.20.15.49' },
      { type: 'unnumbered', routerLifetime: 1800 },
    ];
    if (created.type !== 'success') return;
    expect(created.data.bgpPeers.map((one) => one.addr)).toEqual(expected);
    expect(peersOf(answered[0])).toContainEqual({ type: 'numbered', ip: '172.20.15.49' });

    const read = await api.networkingSwitchPortSettingsView({ path: { port: 'older-uplink' } });
    expect(read.type === 'success' && read.data.bgpPeers.map((one) => one.addr)).toEqual(expected);
    expect(peersOf(answered[1])).toEqual([
      { type: 'numbered', ip: '172.20.15.49' },
      { type: 'unnumbered', router_lifetime: 1800 },
    ]);
    expect(answered[1]).not.toContain('target_addr');
  });

  it('without the shapes option, an older platform refuses the newest shape for lacking ip', async () => {
    const { api } = clientSpeaking(OLDER, false);
    const refused = await api.networkingSwitchPortSettingsCreate({ body: settings('refused-uplink', 51) });
    expect(refused).toMatchObject({ type: 'error', statusCode: 400 });
    expect(refused.type === 'error' && refused.data.message).toMatch(/bgp_peers\.0\.peers\.0\.addr/);
  });

  it('speaking the newest version, sends and reads target_addr as it is', async () => {
    const { api, sent, answered } = clientSpeaking(undefined);
    const body = settings('newest-uplink', 52);
    const numbered = body.bgpPeers?.[0]?.peers[0];
    if (numbered) numbered.addr = { type: 'numbered', targetAddr: '172.20.15.49', srcAddr: '172.20.15.52' };
    const created = await api.networkingSwitchPortSettingsCreate({ body });
    expect(created.type, answered[0]).toBe('success');
    expect(sent[0]).toContain('"target_addr":"172.20.15.49","src_addr":"172.20.15.52"');
    const read = await api.networkingSwitchPortSettingsView({ path: { port: 'newest-uplink' } });
    expect(read.response.headers.get('api-version')).toBe(API_VERSION);
    expect(read.type === 'success' && read.data.bgpPeers[0]?.addr).toEqual({
      type: 'numbered',
      targetAddr: '172.20.15.49',
      srcAddr: '172.20.15.52',
    });
    expect(peersOf(answered[1])[0]).toEqual({
      type: 'numbered',
      target_addr: '172.20.15.49',
      src_addr: '172.20.15.52',
    });
  });
});
