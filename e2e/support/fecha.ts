import { expect, type Locator } from '@playwright/test';

/**
 * Types a date into the kit's date field (components/formulario/campo-fecha.tsx, MUI's DatePicker), as a person does
 * with the keyboard. The field is not a plain input: it is a group named by its label holding one spin button per
 * part (day, month, year), so `fill` cannot reach it. Each part is clicked and typed in turn, by the part's name, so
 * the order the parts are drawn in (left to right or right to left) does not matter; the field then shows the date
 * as DD/MM/YYYY in its hidden input, which is checked before going on.
 *
 * `etiqueta` is the field's label (a required field's label ends with '*': pass a RegExp or the text without it);
 * `fecha` is 'YYYY-MM-DD'.
 */
export async function llenarFecha(contenedor: Locator, etiqueta: string | RegExp, fecha: string): Promise<void> {
  const [anio, mes, dia] = fecha.split('-');
  const campo = contenedor.getByRole('group', { name: etiqueta });
  for (const [parte, valor] of [
    ['Day', dia],
    ['Month', mes],
    ['Year', anio],
  ] as const) {
    const seccion = campo.getByRole('spinbutton', { name: parte });
    await seccion.click();
    await seccion.pressSequentially(valor);
  }
  // Right to left, the field wraps its parts in invisible direction marks: they are not part of the date.
  await expect
    .poll(async () => (await campo.locator('input').inputValue()).replace(/[\u200e\u200f\u2066-\u2069]/g, ''))
    .toBe(`${dia}/${mes}/${anio}`);
}

/**
 * Types a moment into the kit's date-and-time field (components/formulario/campo-fecha-hora.tsx) as llenarFecha types
 * a date: part by part, the hour on the 12-hour clock with its am/pm. `momento` is 'YYYY-MM-DD HH:mm' (24-hour).
 */
export async function llenarFechaHora(contenedor: Locator, etiqueta: string | RegExp, momento: string): Promise<void> {
  const [fecha, hora] = momento.split(' ');
  const [anio, mes, dia] = fecha.split('-');
  const [hh, mm] = hora.split(':').map(Number);
  const hora12 = String(hh % 12 === 0 ? 12 : hh % 12).padStart(2, '0');
  const meridiano = hh < 12 ? 'am' : 'pm';
  const campo = contenedor.getByRole('group', { name: etiqueta });
  for (const [parte, valor] of [
    ['Day', dia],
    ['Month', mes],
    ['Year', anio],
    ['Hours', hora12],
    ['Minutes', String(mm).padStart(2, '0')],
    ['Meridiem', meridiano[0]],
  ] as const) {
    const seccion = campo.getByRole('spinbutton', { name: parte });
    await seccion.click();
    await seccion.pressSequentially(valor);
  }
  // Right to left the field draws the date, the time and am/pm in the other order: the parts, not their order, are checked.
  const partes = (texto: string) =>
    texto
      .replace(/[\u200e\u200f\u2066-\u2069]/g, '')
      .split(' ')
      .filter(Boolean)
      .sort();
  await expect
    .poll(async () => partes(await campo.locator('input').inputValue()))
    .toEqual(partes(`${dia}/${mes}/${anio} ${hora12}:${String(mm).padStart(2, '0')} ${meridiano}`));
}
