import { apiTexts } from '@celebra/contracts/api-texts';

const t = apiTexts.sessions;

/** Browsers by the marks of their User-Agent, most specific first (Edge and Opera say Chrome too). */
const BROWSERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bCriOS\/|\b(Headless)?Chrome\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

/** Systems, most specific first (Android says Linux, an iPhone says Mac OS X). */
const SYSTEMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

/** Longest User-Agent read: a longer header is cut, so no pattern runs over an unbounded text. */
const MAX_USER_AGENT_LENGTH = 512;

const firstMatch = (
  list: ReadonlyArray<readonly [RegExp, string]>,
  text: string,
) => list.find(([pattern]) => pattern.test(text))?.[1];

/**
 * The words a session keeps of the device that opened it ('Chrome no Android', 'Safari no
 * iPhone', 'Aparelho desconhecido'): a browser and a system picked from fixed lists, so nothing
 * the client wrote (versions, models, extensions) is stored, and the label identifies no one.
 */
export function deviceLabel(userAgent: string | undefined): string {
  const text = (userAgent ?? '').slice(0, MAX_USER_AGENT_LENGTH);
  const browser = firstMatch(BROWSERS, text);
  const system = firstMatch(SYSTEMS, text);
  if (browser && system) return t.deviceOn(browser, system);
  if (system) return t.browserOn(system);
  return browser ?? t.unknownDevice;
}

/** The device label of the request's User-Agent (what a sign-in passes to `sessions.open`). */
export const deviceOf = (request: {
  headers: { 'user-agent'?: string | undefined };
}): string => deviceLabel(request.headers['user-agent']);
