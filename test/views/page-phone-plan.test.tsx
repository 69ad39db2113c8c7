import { afterEach, describe, expect, it } from 'vitest';
import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import { planOf } from '../../src/domain/phone-plans';
import { PHONE_PLAN_ELEMENT_ID } from '../../src/app/providers/bootstrap';
import { pagePhonePlan } from '../../src/app/services/page-phone-plan';

describe('the browser’s phone numbering plan, read from the page (the browser build’s stand-in for every zone’s)', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('is the plan the server wrote into the page: its country’s numbers read as valid', () => {
    document.body.innerHTML = `<script type="application/json" id="${PHONE_PLAN_ELEMENT_ID}">${JSON.stringify(planOf('PL'))}</script>`;
    const plan = pagePhonePlan(document);
    expect(plan).toEqual(planOf('PL'));
    expect(parsePhoneNumberFromString('512 345 678', 'PL', plan)?.isValid()).toBe(true);
  });

  it('reads no number as valid on a page without one', () => {
    document.body.innerHTML = '<main></main>';
    const plan = pagePhonePlan(document);
    expect(plan.countries).toEqual({});
    expect(parsePhoneNumberFromString('512 345 678', 'PL', plan)?.isValid() ?? false).toBe(false);
    expect(pagePhonePlan(null).countries).toEqual({});
  });
});
