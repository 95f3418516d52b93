import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { AR, buscar, enArabe, ES, fila, type Textos } from '../support/catalogo';
import { entrarEn } from '../support/ui';

/**
 * Órdenes de compra (SCREENS G15) at the store's route: a person drafts an order (refused empty first), lets `Sugerir`
 * fill it up to each product's maximum and saves it; its creator may not approve it, so the purchasing desk (COMPRAS)
 * finds it, approves it, mails it to the supplier through the outbox, sees received and pending per line, closes it
 * with a reason and exports the list. In Arabic, right to left: a draft made the same way is found and deleted.
 */
const DIRECCION = '/app/canastilla/orden-compra-canastilla';
const ESTACION = 'EDS MEDELLIN POBLADO';
const BODEGA = 'BOD-CAN BODEGA CANASTILLA';
const PROVEEDOR = 'POSTOBON S.A.';
const CORREO = 'ventas@postobon.com.co';

interface TextosOrden {
  x: Textos;
  titulo: string;
  entidad: string;
  proveedor: string;
  estacion: string;
  bodega: string;
  sugerir: string;
  sugeridos: RegExp;
  campoObligatorio: string;
  borrador: string;
  eliminarDe: (n: number) => string;
}

const TEXTOS_ES: TextosOrden = {
  x: ES,
  titulo: 'Órdenes de compra de la canastilla',
  entidad: 'orden de compra',
  proveedor: 'Proveedor',
  estacion: 'Estación',
  bodega: 'Bodega destino',
  sugerir: 'Sugerir',
  sugeridos: /^Se sugirieron \d+ productos hasta su stock máximo$/,
  campoObligatorio: 'Campo obligatorio',
  borrador: 'Borrador',
  eliminarDe: (n) => `Eliminar la orden ${n}`,
};

const TEXTOS_AR: TextosOrden = {
  x: AR,
  titulo: 'أوامر شراء المتجر',
  entidad: 'أمر شراء',
  proveedor: 'المورد',
  estacion: 'المحطة',
  bodega: 'المستودع المستلم',
  sugerir: 'اقتراح',
  sugeridos: /^تم اقتراح \d+ منتجات حتى حدها الأقصى$/,
  campoObligatorio: 'حقل مطلوب',
  borrador: 'مسودة',
  eliminarDe: (n) => `حذف الأمر ${n}`,
};

async function elegir(page: Page, cajon: Locator, etiqueta: string, opcion: string): Promise<void> {
  await cajon.getByLabel(etiqueta).click();
  await page.getByRole('option', { name: opcion, exact: true }).click();
}

/** Drafts an order: refused empty, then supplier, station and warehouse, `Sugerir`, saved. Answers its number. */
async function redactar(page: Page, t: TextosOrden): Promise<number> {
  await expect(page.getByRole('heading', { name: t.titulo })).toBeVisible();
  await page.getByRole('button', { name: t.x.crear(t.entidad) }).click();
  const cajon = page.getByRole('dialog', { name: t.x.crear(t.entidad) });
  await cajon.getByRole('button', { name: t.x.guardar }).click();
  await expect(cajon.getByLabel(t.proveedor)).toHaveAccessibleDescription(t.campoObligatorio);
  await expect(cajon.getByLabel(t.bodega)).toHaveAccessibleDescription(t.campoObligatorio);

  await elegir(page, cajon, t.proveedor, PROVEEDOR);
  await elegir(page, cajon, t.estacion, ESTACION);
  await elegir(page, cajon, t.bodega, BODEGA);
  await cajon.getByRole('button', { name: t.sugerir }).click();
  await expect(page.getByText(t.sugeridos)).toBeVisible();
  await cajon.getByRole('button', { name: t.x.guardar }).click();
  const creada = page.getByText(/^Orden de compra \d+ creada correctamente$/);
  await expect(creada).toBeVisible();
  await expect(cajon).toBeHidden();
  const numero = Number(/\d+/.exec((await creada.textContent()) ?? '')![0]);

  await buscar(page, t.x, String(numero));
  await expect(fila(page, String(numero))).toContainText(t.borrador);
  return numero;
}

/** The mails the server wrote for `para` (quoted-printable undone), newest last. */
function correosPara(para: string): string[] {
  const carpeta = process.env.E2E_MAIL_DIR!;
  return readdirSync(carpeta)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => readFileSync(path.join(carpeta, f), 'utf8'))
    .filter((m) => m.includes(`To: ${para}`))
    .map((m) =>
      Buffer.from(
        m.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
        'latin1',
      ).toString('utf8'),
    );
}

async function confirmar(page: Page, pregunta: string): Promise<void> {
  await page.getByRole('dialog', { name: pregunta }).getByRole('button', { name: ES.aceptar }).click();
}

test.describe.serial('órdenes de compra (G15)', () => {
  let numero = 0;

  test('redactar (primero vacía), Sugerir, guardar y buscar; quien la creó no la aprueba', async ({ page }) => {
    await entrarEn(page, 'SUPERADMIN', DIRECCION);
    numero = await redactar(page, TEXTOS_ES);
    await fila(page, String(numero))
      .getByRole('button', { name: `Aprobar la orden ${numero}` })
      .click();
    await confirmar(page, `¿Aprobar la orden de compra ${numero}?`);
    await expect(page.getByText('La orden debe aprobarla un usuario distinto de quien la creó')).toBeVisible();
    await expect(fila(page, String(numero))).toContainText('Borrador');
  });

  test('compras la aprueba, la envía por correo, ve lo pendiente, la cierra con motivo y exporta la lista', async ({ page }) => {
    expect(numero).toBeGreaterThan(0);
    await entrarEn(page, 'COMPRAS', DIRECCION);
    await buscar(page, ES, String(numero));
    const orden = fila(page, String(numero));
    await orden.getByRole('button', { name: `Aprobar la orden ${numero}` }).click();
    await confirmar(page, `¿Aprobar la orden de compra ${numero}?`);
    await expect(page.getByText('Orden de compra aprobada correctamente')).toBeVisible();
    await expect(orden).toContainText('Aprobada');
    await expect(orden.getByRole('button', { name: `Editar la orden ${numero}` })).toHaveCount(0);

    // Mailed to the supplier through the outbox: the mail file names the order.
    const antes = correosPara(CORREO).length;
    await orden.getByRole('button', { name: `Enviar por correo la orden ${numero}` }).click();
    await confirmar(page, `¿Enviar la orden de compra ${numero} al correo del proveedor?`);
    await expect(page.getByText(`La orden se enviará a ${CORREO}`)).toBeVisible();
    await expect
      .poll(
        () =>
          correosPara(CORREO)
            .slice(antes)
            .some((m) => m.includes(`Orden de compra N° ${numero}`)),
        { timeout: 30_000 },
      )
      .toBe(true);

    // The detail: nothing received yet, everything pending.
    await orden.getByRole('button', { name: `Ver la orden ${numero}` }).click();
    const detalle = page.getByRole('dialog', { name: `Orden de compra ${numero}` });
    await expect(detalle.getByText(PROVEEDOR)).toBeVisible();
    await expect(detalle.getByRole('columnheader', { name: 'Pendiente' })).toBeVisible();
    await detalle.getByRole('button', { name: 'Cerrar', exact: true }).click();
    await expect(detalle).toBeHidden();

    // Closed with a reason (refused without one).
    await orden.getByRole('button', { name: `Cerrar la orden ${numero}` }).click();
    const cierre = page.getByRole('dialog', { name: `Cerrar la orden ${numero}` });
    await cierre.getByRole('button', { name: ES.guardar }).click();
    await expect(cierre.getByText(ES.obligatorio)).toBeVisible();
    await cierre.getByLabel('Motivo').fill('el proveedor no tiene existencias');
    await cierre.getByRole('button', { name: ES.guardar }).click();
    await expect(page.getByText('Orden de compra cerrada correctamente')).toBeVisible();
    await expect(orden).toContainText('Cerrada');

    // Export: the Excel file holds the order as the screen shows it.
    const [excel] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: ES.exportarExcel }).click()]);
    expect(excel.suggestedFilename()).toMatch(/^ordenes_compra_canastilla_export_\d{8}_\d{6}\.xlsx$/);
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.readFile(await excel.path());
    const exportada = (libro.worksheets[0].getSheetValues().slice(2) as unknown[][]).find((f) => Number(f[1]) === numero);
    expect(exportada?.at(-1)).toBe('Cerrada');
  });

  test('en árabe, de derecha a izquierda: redactar, Sugerir, buscar y eliminar el borrador', async ({ page }) => {
    await enArabe(page, DIRECCION, async () => {
      const n = await redactar(page, TEXTOS_AR);
      await fila(page, String(n))
        .getByRole('button', { name: TEXTOS_AR.eliminarDe(n) })
        .click();
      await page.getByRole('dialog', { name: AR.preguntaEliminar }).getByRole('button', { name: AR.aceptar }).click();
      await expect(page.getByText('Orden de compra eliminada correctamente')).toBeVisible();
      await expect(fila(page, String(n))).toHaveCount(0);
    });
  });
});
