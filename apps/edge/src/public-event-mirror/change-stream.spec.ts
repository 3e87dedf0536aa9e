import pino from 'pino';
import {
  startFakeEventApi,
  type FakeEventApi,
} from '../testing/fake-event-api';
import { until } from '../testing/until';
import { nextRetryPause, startChangeStream } from './change-stream';

const edgeKey = 'k'.repeat(40);

describe('the public event change stream', () => {
  let api: FakeEventApi;
  let heard: string[];
  let stream: ReturnType<typeof startChangeStream> | undefined;

  const start = (key = edgeKey, silenceLimitMs?: number) => {
    stream = startChangeStream({
      apiUrl: api.url,
      edgeKey: key,
      silenceLimitMs,
      log: pino({ level: 'silent' }),
      onReady: () => heard.push('ready'),
      onChange: (change) => heard.push(`change ${change}`),
      onDown: () => heard.push('down'),
    });
  };

  beforeEach(async () => {
    api = await startFakeEventApi(edgeKey);
    heard = [];
  });

  afterEach(async () => {
    await stream?.stop();
    stream = undefined;
    await api.close();
  });

  it('acknowledges each change with its subscriber and sequence, once it was heard', async () => {
    start();
    await api.subscribed();
    const heardAtAck: string[][] = [];
    api.onAck = async () => {
      heardAtAck.push([...heard]);
    };
    const first = await api.sendChange(42);
    const second = await api.sendChange('all');
    expect(first).toEqual({
      authorization: `Bearer ${edgeKey}`,
      subscriber: api.subscriberId,
      seq: 1,
    });
    expect(second).toMatchObject({ subscriber: api.subscriberId, seq: 2 });
    expect(heardAtAck).toEqual([
      ['ready', 'change 42'],
      ['ready', 'change 42', 'change all'],
    ]);
  });

  it('tells when the stream ends and subscribes again', async () => {
    start();
    await api.subscribed();
    await api.sendChange(1);
    api.dropStreams();
    await until(() => heard.includes('down'));
    await api.subscribed();
    await api.sendChange(2);
    expect(heard).toEqual(['ready', 'change 1', 'down', 'ready', 'change 2']);
    expect(api.acks.map((ack) => ack.subscriber)).toEqual([
      'subscriber-1',
      'subscriber-2',
    ]);
  });

  it('keeps trying a refused subscription and is ready once the api accepts', async () => {
    api.refuseWith = 503;
    start();
    await until(() => api.subscriptionAttempts >= 2);
    expect(heard).toEqual([]);
    api.refuseWith = undefined;
    await api.subscribed();
    await api.sendChange(5);
    expect(heard).toEqual(['ready', 'change 5']);
  });

  it('is never ready with a key the api refuses', async () => {
    start('w'.repeat(40));
    await until(() => api.subscriptionAttempts >= 2);
    expect(heard).toEqual([]);
    expect(api.openStreams()).toBe(0);
  });

  it('gives up a silent stream and subscribes again', async () => {
    start(edgeKey, 300);
    await until(() => heard.filter((step) => step === 'ready').length >= 2);
    expect(heard.slice(0, 3)).toEqual(['ready', 'down', 'ready']);
  });

  it('closes the stream when stopped', async () => {
    start();
    await api.subscribed();
    await stream?.stop();
    await until(() => api.openStreams() === 0);
  });

  it('waits 250 ms after a failure, doubling up to 5 s', () => {
    const pauses = [nextRetryPause(undefined)];
    for (let step = 0; step < 6; step += 1)
      pauses.push(nextRetryPause(pauses[pauses.length - 1]));
    expect(pauses).toEqual([250, 500, 1000, 2000, 4000, 5000, 5000]);
  });
});
