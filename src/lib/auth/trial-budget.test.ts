import { describe, expect, it } from 'vitest';
import { DOMAIN_TRIALS_PER_DAY, RELAY_TRIALS_PER_DAY, relayService, trialBudget } from './trial-budget.ts';

describe('the shared daily trial budget of an address', () => {
  it.each(['sam@gmail.com', 'Sam.Lee@GoogleMail.com', 'ann@outlook.com', 'x@proton.me', 'x@pm.me', 'y@btinternet.com'])(
    'gives a major provider mailbox (%s) no shared budget',
    (email) => {
      expect(trialBudget(email)).toBeNull();
    },
  );

  it.each([
    ['a8f3k@privaterelay.appleid.com', 'relay:apple'],
    ['shop.x1@mozmail.com', 'relay:firefox-relay'],
    ['anything@duck.com', 'relay:duckduckgo'],
    ['one@aleeas.com', 'relay:simplelogin'],
    ['one@me.anonaddy.com', 'relay:addy'],
    ['two@alias.addy.io', 'relay:addy'],
    ['z@passmail.net', 'relay:proton-pass'],
  ])('gives every address of a relay service (%s) one shared budget, %s', (email, key) => {
    expect(trialBudget(email)).toMatchObject({ key, kind: 'relay', limit: RELAY_TRIALS_PER_DAY });
  });

  it.each([
    ['ann@acme.co.uk', 'domain:acme.co.uk'],
    ['bob@team.acme.co.uk', 'domain:acme.co.uk'],
    // Private public suffixes are one organisation, not one per sub-domain.
    ['me@alice.github.io', 'domain:github.io'],
    ['me@bob.github.io', 'domain:github.io'],
    ['me@shop.netlify.app', 'domain:netlify.app'],
  ])('shares %s with its organisation, %s', (email, key) => {
    expect(trialBudget(email)).toMatchObject({ key, kind: 'domain', limit: DOMAIN_TRIALS_PER_DAY });
  });

  it('names the relay domain that matched, and nothing for ordinary domains', () => {
    expect(relayService('privaterelay.appleid.com')).toEqual({ service: 'apple', domain: 'privaterelay.appleid.com' });
    expect(relayService('appleid.com')).toBeNull();
    expect(relayService('example.com')).toBeNull();
    expect(trialBudget('no-at-sign')).toBeNull();
  });
});
