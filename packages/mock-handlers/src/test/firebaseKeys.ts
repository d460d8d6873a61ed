import { base64UrlEncode, type FirebaseTokenOptions } from '@chorus/domain';

/**
 * Firebase ID tokens for the contract tests: the mock and the test server both trust `TEST_FIREBASE_KEY` (a
 * key made for these tests, standing for Google's) for the project `TEST_FIREBASE_PROJECT`, so a test can sign
 * a real RS256 ID token and check that a forged one (unsigned, signed by another key, for another project)
 * reveals nothing.
 */
export const TEST_FIREBASE_PROJECT = 'chorus-contract-tests';

/** The private keys are test fixtures: they sign nothing outside these tests. */
const TEST_FIREBASE_KEY: JsonWebKey & { kid: string } = {
  kid: 'test-key-1',
  ...{
    kty: 'RSA',
    n: 'tTJxqoWpaXdg9MtPMreqTtYJ2j-vJIm17jDq5iSBJVN4ZrTMJJJq_vHwvh8Gmo1aAECalmMGelm72x6Ai3tLEeiu1DDISqipTuFfRviyqdixdONb4tUgHymmHY_NZqUaWRIGzYk9DKazfyj8COVJKaloDz1pXqtlLv7DRbLwPupSGiyl4u_LZ7SsQRvVXLim3PjTJPcJRO1MX_26tpy7HC1ywzzgfyBiP-7VcTX_RYfSm5EwQei2yiKFwko7x_k5NHbDAHG36SJrrXdU5Cq8ml40JPqHCPRAjrN4a31sohg-6BOo1-rgPeyx8NS-0NbYLccu4pINCMUIdFElO8HZ1Q',
    e: 'AQAB',
    d: 'HBBsj3s1QosFXtTQduwAekZnb0C22UNlBLfZ4fxcblIPz2SIS8_Lt6H0ZhX7GVv0SR64crtyqOeWE3mVckUN2v-9eEr38qxN0NRSQ_VIAst3rMF8HVViLMFwI5r-truyqYIDwLjVVkzJd1P7OUt9-fBtmBKsa8fDG7TEvNpaoHu6kYyCNQIA0bJinRXCa6R-u7TeWWAoaqh5K-nrtIO3V0npxbhdLt3M5kMkBhquDI9cEu-3CHRNDOJaRtSko4dHCISSAmTgm5JGHufSYx8Vj00gla_Fm3IphIYkCGCRS7meCvGW5zb0OvLmgBXTn8x9nJhtAC1vCI2bJfrp_46C4Q',
    p: '5cGqFv72SgcbvZ_H-UuFNiFbTuPeySou7eTlrcSz3X_aG2uUfo5c4jIKBLejCzvS7L2MkTGI1_TUNtWAyaQdYuudThGO3T28MZ6ck84EjMGMwQaq6-EOawPkJhmAH2Px-E0HCRAFAXKrB4naqnmsE5nvM4e5TMon4aJodnOxhrE',
    q: 'yeTY3l9PUoAHjcJemnioQ7jQMhex-WQZm7gJa3KS2uL_2O8qgoT8DOIyyilSFRvESqc7Y2aYQCd5_GyeYftoQ0rdTVz559X8rKe3jT9SfqA4Au4Um6rZHIIBAR9lDeG0yiqgOwe4ykeTzBjcZv9PDLsi2-CN8RwIfBaLdLmMlmU',
    dp: 'rvKTwKTuBxp4jiCPlg1iZwBpVZ3_82_SgkUMew_P4fbLrptxXBitM3Pk2wi19wTbrHb9BUYRrFd6DDLwuRnlYoCErICEJ4Utux7KnWV_Y2qx8f1QwwIBB43T-Qrr23swMeD9XXI8TYjyIHBg9_RkChzp3nQXrhg03APdxWx9HlE',
    dq: 'VKiCi9SZdXW8NSRQ-SMpI6SmoKqw9WuVFWf5gzW7AM_5CqVXRP2wl1Jui7kB81n-WHOBgq_tndEv5LpDO8DpOnZ1D9Cx9hYT6u41GKR52iEi-4-L0q60dbDJ7QeWH1kKr09qevZE9YVII2g1W3cpVaRO_LZPrs_bevUVKy_3FMU',
    qi: '4Nvf4hfoqbn-0OkfgiYhr0alAbPpoddP0EVWdMY4PNOAnLXX9s0Kgl_wsr9mMLGeks_eAR66DluyBsByPnlXemf7FT-gaSwtDbp-FXBN6FNCglRH0nLoqdtxCDuIroAlcrdShXaV0oBuxpxm9iN3wKFVG1Sdm3kehvvH3kd6FWA',
  },
};
const OTHER_KEY: JsonWebKey & { kid: string } = {
  kid: 'test-key-1',
  ...{
    kty: 'RSA',
    n: 'pzQKBppwh-3TzjRVdFvqVZJehjktG3F2G5JprdkDz5imlAHDnd6ky2OfGtvrkRlPTWoLAOzqMEHfx9fC1xfR7IkaClpd1Om90_q3klANuyDcU1Wf_pB1NdGcKeZbt-9bImw_3LJvASnZ1CvzcOWrTSME2mD_MMvSb5YFcYQJgBqEGmqKyeDQQZiFTh7ZVx_d4Pa-JzrxMoYtnhtT258c9SVWN-_70Mxd0ldTt1UeGWJr84TNR6lk_tLyePyUUrD2udodu3eFTp3wa9HkbhTBAgGrrWSd4f5oxubyWjb3K9gXKQMOwvp_aA-_txHs_NZg9bkiVw6jLhlxyc8VfyoDyw',
    e: 'AQAB',
    d: 'BERzGenmcX5BfEYE8uQ98nwof96ga5fQzszpd_-f_w91rhClv0A8YOupDdJdg0WZmJ1IB-Y65wtmN_G4kqzvvpXLNGtwcTTAk5w7TQm-J_jaX9gc91LL0L3lKDoI81_ocuZj8pVkHb5FfHhK-xQE9Cauuc_S8T6qesWYydOKFj-DRS5743r1dUySxPc9LidZANXOo_CDS0qDYu_GtsRYQ_3BUvh_j7OOQ7GNtTW303n3FGWUHr4n60Jn3TBLg8yaaOCKPRhY510UB-0X8ZqOumgG0yQd8tAeV-XeqTFVaNphIpNxXR88NP5K3wDsn08liR-d5YoO4kqIAB3Eiw2FBQ',
    p: '3llxtBbb5mmK2mBD_sb9c33csrS5hI6YNNdk0puuKX-3YHf9wtdeOCjl16r8ncFEAOOcNjBANCEgjOcesuBpoVstAZhuPcyAOlC1MvaQ5JlDaL2ocf3YjXIJVgI0JQ2lVVWkulAzqOPexq-opOBcuFwkvC1aATVK5S4cCN5vje8',
    q: 'wIINCqebgN2zVcs7MvHU3DUVjiizU7kXT-nsLlJ79dLEBl1w8a00KvVq14hUGeEkfOnqrPjpVegLMPio9ZoY_hnSYcxXaYINn9NKR1bh1plGrqMQt_GbKx-SPCQ8oCw-5MszfBm9jMPv7MW3z3tpzD3KjeN735ZPO0snRzrtw-U',
    dp: 'mOyHiUbXgwc_2qWu3kHZ-16rNbWaipLQGDe0Pi2YgS433v9n5mPdh16JheUxzQYpUTs6KwLQhYnrKz2iHYC-5Z0hvSErYRGPd4wes6hlSvQmKpmWip_-Gno99YuadYmHFsPKgeG7RgNDKv-RS6SL4LhvA4Vli8MteaZW3bqumr0',
    dq: 'ncX4ilLzz5nj8NyvmAE7Q37-O5R_5I493PEK8KwJjF9A6TaL6obZypt5BUxmIQ-0p-vOuhUGp7GV-nzRfPjeouLm2eBvg7ljESpKJk2-qfLVSyu5-Ae79Ivbfg704RFiOoGPoJY4E7ZCXPtuuk2bWBkMeV2HmKfIKABgILDbTUE',
    qi: 'gwGoXEUtCWhS4SctmvC6w-2oOLyq_SCt_2oE1S_b86Xm4qqMTbEMbJdQoFaMtaJEUgFRCjQ19vWynBDU5R-SG2XHAbgKwdHlRaQXhWaPP1ZFpqa5XhtfqrfCEelA0XiSJvZMgydVK4aSGcD_1Pl3hRGBrW4QyLZqXagYN7l9QKk',
  },
};

const publicPart = ({ kty, n, e, kid }: JsonWebKey & { kid: string }) => ({ kty, n, e, kid, alg: 'RS256' });

/** What the targets are configured with. */
export const testFirebaseOptions: FirebaseTokenOptions = {
  projectId: TEST_FIREBASE_PROJECT,
  keys: async () => [publicPart(TEST_FIREBASE_KEY)],
};

const encode = (value: unknown) => base64UrlEncode(new TextEncoder().encode(JSON.stringify(value)));

/** The claims of an ID token of `sub` for the test project, valid for an hour; `changes` override them. */
export function firebaseClaims(sub: string, changes: Record<string, unknown> = {}): Record<string, unknown> {
  const now = Math.floor(Date.now() / 1000);
  return {
    iss: `https://securetoken.google.com/${TEST_FIREBASE_PROJECT}`,
    aud: TEST_FIREBASE_PROJECT,
    auth_time: now - 10,
    user_id: sub,
    sub,
    iat: now - 10,
    exp: now + 3600,
    ...changes,
  };
}

/** An RS256 ID token signed with the trusted test key (or, with `forger`, another key under the same kid). */
export async function signedFirebaseToken(
  claims: Record<string, unknown>,
  key: 'trusted' | 'forger' = 'trusted',
): Promise<string> {
  const jwk = key === 'trusted' ? TEST_FIREBASE_KEY : OTHER_KEY;
  const signed = `${encode({ alg: 'RS256', kid: jwk.kid, typ: 'JWT' })}.${encode(claims)}`;
  const privateKey = await crypto.subtle.importKey(
    'jwk',
    { kty: jwk.kty, n: jwk.n, e: jwk.e, d: jwk.d, p: jwk.p, q: jwk.q, dp: jwk.dp, dq: jwk.dq, qi: jwk.qi },
    { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const signature = await crypto.subtle.sign(
    'RSASSA-PKCS1-v1_5',
    privateKey,
    new TextEncoder().encode(signed),
  );
  return `${signed}.${base64UrlEncode(new Uint8Array(signature))}`;
}

/** A token as the Auth emulator makes it, or as anyone can forge it: `alg: none`, no signature. */
export function unsignedFirebaseToken(claims: Record<string, unknown>, signature = ''): string {
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.${signature}`;
}
