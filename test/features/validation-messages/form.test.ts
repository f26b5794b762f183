import { beforeAll, describe, expect, it } from 'vitest';
import { resetPageConfigForTests } from '@/core/config/page-config';
import { registerWidget } from '@/core/mount/mount-kit';
import type { PageJQuery } from '@/features/validation-messages/page-jquery';
import { widget } from '@/features/validation-messages/widget';
import { installPageJQuery } from './jquery-page';

type Validated = JQuery & {
  validate(options: unknown): { form(): boolean; element(selector: string): boolean };
  valid(): boolean;
};

let $: PageJQuery;

const FORM = `
<div data-tw-widget="validation-messages"></div>
<form id="f" novalidate>
  <input name="login" id="login">
  <input name="postal" id="postal" class="postal">
  <select name="country" id="country"><option value="PL">Polska</option><option value="DE">Niemcy</option></select>
  <input name="nip" id="nip">
  <input name="start" id="start" value="2024-05-10">
  <input name="pickup" id="pickup">
  <label><input type="checkbox" name="fixed" id="fixed"> Stałe daty</label>
  <input name="receive" id="receive">
  <input name="price" id="price">
  <input name="priceMin" id="priceMin">
</form>`;

const errorOf = (name: string) => document.querySelector(`#${name}-error`)?.textContent ?? null;

function form(): { validator: { form(): boolean; element(selector: string): boolean } } {
  const validator = ($('#f') as Validated).validate({
    ignore: [], // jsdom lays nothing out, so every field would count as :hidden
    rules: {
      login: { required: true, login: true },
      nip: { taxNumber: '#country' },
      pickup: { momentDate: true, pickupDateSameOrGreater: '#start' },
      receive: { receiveDate: '#fixed' },
      price: { price: true },
      priceMin: { price: true, priceMinHigherThanPrice: '#price' },
    },
  });
  return { validator };
}

const set = (id: string, value: string) => $(`#${id}`).val(value);

beforeAll(async () => {
  ({ $ } = await installPageJQuery());
  document.head.innerHTML = '<meta name="transport-widgets" data-locale="pl_PL">';
  document.body.innerHTML = FORM;
  resetPageConfigForTests();
  await registerWidget(widget);
});

describe('a jquery-validation form on a Polish page', () => {
  it('shows the Polish messages of the spec rules, with class rules and field parameters', () => {
    const { validator } = form();
    set('login', 'abc');
    set('postal', '12345');
    set('nip', '123');
    set('pickup', '2024-05-09');
    $('#fixed').prop('checked', true);
    set('price', '100,00');
    set('priceMin', '100');
    expect(validator.form()).toBe(false);
    expect(errorOf('login')).toBe('Niedozwolone znaki.');
    expect(errorOf('postal')).toBe('Nieprawidłowy format kodu pocztowego.');
    expect(errorOf('nip')).toBe(
      'Nieprawidłowy format numeru NIP - proszę podać NIP w postaci 9999999999 lub PL9999999999.',
    );
    expect(errorOf('pickup')).toBe('Data „Od” musi być wcześniejsza niż data „Do”.');
    expect(errorOf('receive')).toBe('To pole jest wymagane.');
    expect(errorOf('priceMin')).toBe(
      'Minimalna oferta nie może być wyższa niż proponowana oferta.',
    );
  });

  it('follows the other field: a German company, an unticked box, a higher price', () => {
    const { validator } = form();
    $('#country').val('DE').trigger('change');
    $('#fixed').prop('checked', false).trigger('change');
    set('price', '120,50');
    $('#price').trigger('change');
    expect(validator.element('#nip')).toBe(true);
    expect(validator.element('#receive')).toBe(true);
    expect(validator.element('#priceMin')).toBe(true);
  });

  it('passes once every value is right', () => {
    const { validator } = form();
    $('#country').val('PL');
    set('login', 'jan_kowalski');
    set('postal', '00-950');
    set('nip', 'PL5260250274');
    set('pickup', '2024-05-10');
    $('#fixed').prop('checked', true);
    set('receive', '2024-05-12');
    set('price', '-1200,5');
    set('priceMin', '-1300');
    expect(validator.form()).toBe(true);
  });

  it('revalidates a field whose verdict is shown when the field it depends on changes', () => {
    const { validator } = form();
    $('#country').val('PL');
    set('nip', 'DE123');
    expect(validator.element('#nip')).toBe(false);
    expect($('#nip').hasClass('error')).toBe(true);
    $('#country').val('DE').trigger('change');
    expect($('#nip').hasClass('error')).toBe(false);
  });

  it('applies password strength to a type=password input, unless the form says password: false', () => {
    document.body.insertAdjacentHTML(
      'beforeend',
      '<form id="signup"><input type="password" name="p1" id="p1" value="secret"></form><form id="signin"><input type="password" name="p2" id="p2" value="secret"></form>',
    );
    const signup = ($('#signup') as Validated).validate({ ignore: [] });
    const signin = ($('#signin') as Validated).validate({
      ignore: [],
      rules: { p2: { password: false } },
    });
    expect(signup.form()).toBe(false);
    expect(errorOf('p1')).toBe('Hasło musi zawierać cyfrę, wielką literę i małą literę.');
    expect(signin.form()).toBe(true);
  });
});
