import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { autorizacion, ingresarApi, salirApi } from '../support/api';
import { abrirMenu, entrarEn } from '../support/ui';

/**
 * The accounting integration (SCREENS.md G28) on the demo business: Apuntamientos contables (posting rules and the
 * day vouchers with `Enviar a SAP`) and Integración SAP (mappings and the closing-day monitor with `Reenviar`).
 * Sending exports the voucher as a file (read back here); nothing remote is called.
 */
const COLUMNAS_ARCHIVO = 'comprobante,fecha,estacion,linea,cuenta,centro_costo,tercero,descripcion,debito,credito';

async function abrir(page: Page, entrada: 'Apuntamientos' | 'Integración SAP'): Promise<void> {
  const cajon = await abrirMenu(page);
  const menu = cajon.getByRole('navigation', { name: 'Menú' });
  const grupo = menu.getByRole('button', { name: 'Integraciones', exact: true });
  // The section of the screen shown is already open.
  if ((await grupo.getAttribute('aria-expanded')) !== 'true') await grupo.click();
  await menu.getByRole('link', { name: entrada, exact: true }).click();
  await expect(page).toHaveURL(entrada === 'Apuntamientos' ? /\/app\/integraciones\/apuntamientos$/ : /\/app\/integraciones\/sap$/);
}

/** A row of a table holding a cell with this exact text. */
function fila(zona: Page | Locator, texto: string): Locator {
  // The inner locator of `has` is read inside each row, so it starts from the page.
  const pagina = 'page' in zona ? zona.page() : zona;
  return zona.getByRole('row').filter({ has: pagina.getByRole('cell', { name: texto, exact: true }) });
}

const ddmmaaaa = (dia: string) => dia.split('-').reverse().join('/');

/**
 * A reconciled past day of the station administrator's station whose voucher is still PENDIENTE: one the
 * reconciliation test left, else the oldest clean day of the last two months, reconciled here through the API.
 */
async function diaConciliadoDemo(request: APIRequestContext): Promise<{ dia: string; comprobante: number; estacion: string }> {
  const s = await ingresarApi(request, 'ADMINEDS');
  const h = { headers: autorizacion(s.token) };
  const leer = async (mes?: string) =>
    (
      (await (await request.get(`/api/v1/news/${s.empresas_id}${mes ? `?mes=${mes}` : ''}`, h)).json()) as {
        result: { newsDateList: string[]; ClosingDays: string[]; newsStartDate: string | null; hoy: string };
      }
    ).result;
  const actual = await leer();
  const [a, m] = actual.hoy.slice(0, 7).split('-').map(Number);
  const mesAnterior = m === 1 ? `${a - 1}-12` : `${a}-${String(m - 1).padStart(2, '0')}`;
  const anterior = await leer(mesAnterior);
  const estaciones = ((await (await request.get('/api/v1/consolidator/stations', h)).json()) as { result: { id: number; alias: string }[] })
    .result;
  const estacion = estaciones.find((e) => e.id === s.empresas_id)!.alias;

  const pendientes = (
    (await (await request.get(`/api/v1/sap/clousingDay/all/${s.empresas_id}`, h)).json()) as {
      result: { fecha_cierre: string; comprobante_id: number; estado: string }[];
    }
  ).result.filter((d) => d.estado === 'PENDIENTE');
  if (pendientes.length > 0) {
    await salirApi(request, s.token);
    return { dia: pendientes[0].fecha_cierre, comprobante: pendientes[0].comprobante_id, estacion };
  }

  const ocupados = new Set([...actual.newsDateList, ...anterior.newsDateList, ...actual.ClosingDays, ...anterior.ClosingDays]);
  // The calendars read cover this month and the previous one, from the station's first day of operations.
  const primero = [actual.newsStartDate ?? actual.hoy, `${mesAnterior}-01`].sort()[1];
  const limpios: string[] = [];
  for (let d = new Date(`${actual.hoy}T12:00:00Z`); ;) {
    d = new Date(d.getTime() - 86_400_000);
    const dia = d.toISOString().slice(0, 10);
    if (dia < primero) break;
    if (!ocupados.has(dia)) limpios.push(dia);
  }
  const dia = limpios.at(-1);
  expect(dia, 'the demo leaves a clean past day').toBeTruthy();
  const r = await request.post('/api/v1/sap/clousingDay/create', { ...h, data: { empresaId: s.empresas_id, fechaCierre: dia } });
  expect(r.status(), await r.text()).toBe(200);
  const { comprobante_id } = ((await r.json()) as { result: { comprobante_id: number } }).result;
  await salirApi(request, s.token);
  return { dia: dia!, comprobante: comprobante_id, estacion };
}

/** The voucher CSV: header and rows, debits and credits in cents. */
function leerCsv(texto: string): { cabecera: string; filas: string[][]; debitos: number; creditos: number } {
  expect(texto.startsWith('\uFEFF')).toBe(true);
  const [cabecera, ...resto] = texto.slice(1).trimEnd().split('\r\n');
  // Descriptions hold no commas or quotes in the demo, so a plain split reads the columns.
  const filas = resto.map((l) => l.split(','));
  const suma = (i: number) => filas.reduce((s, f) => s + Math.round(Number(f[i]) * 100), 0);
  return { cabecera, filas, debitos: suma(8), creditos: suma(9) };
}

test.describe('Apuntamientos contables e Integración SAP', () => {
  test('SUPERADMIN crea una regla (primero con errores), la busca, la edita, la inactiva, la exporta y la elimina', async ({ page }) => {
    await entrarEn(page, 'SUPERADMIN', '/app/integraciones/apuntamientos');
    await expect(page.getByRole('heading', { name: 'Apuntamientos contables' })).toBeVisible();
    // The demo's rules, one per operation for every business type.
    await expect(fila(page, 'VENTA CONTADO')).toContainText('110505');

    await page.getByRole('button', { name: 'Crear regla contable' }).click();
    const cajon = page.getByRole('dialog', { name: 'Crear regla contable' });
    await cajon.getByLabel(/^Operación/).click();
    await page.getByRole('option', { name: 'COMPRA', exact: true }).click();
    await cajon.getByLabel(/^Tipo de negocio/).click();
    await page.getByRole('option', { name: 'Canastilla', exact: true }).click();
    await cajon.getByLabel(/^Cuenta débito/).fill('14A');
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    await expect(cajon.getByLabel(/^Cuenta débito/)).toHaveAccessibleDescription('La cuenta debe tener solo dígitos (4 a 12)');
    await expect(cajon.getByLabel(/^Cuenta crédito/)).toHaveAccessibleDescription('Este campo es obligatorio');
    await cajon.getByLabel(/^Cuenta débito/).fill('143505');
    await cajon.getByLabel(/^Cuenta crédito/).fill('143505');
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    await expect(cajon.getByLabel(/^Cuenta crédito/)).toHaveAccessibleDescription(
      'La cuenta débito y la cuenta crédito deben ser distintas',
    );
    await cajon.getByLabel(/^Cuenta crédito/).fill('220505');
    await cajon.getByLabel(/^Centro de costo/).fill('cc-can');
    await expect(cajon.getByLabel(/^Centro de costo/)).toHaveValue('CC-CAN');
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Registro creado correctamente')).toBeVisible();
    await expect(cajon).toBeHidden();

    // The same operation and business type again: refused by the server.
    await page.getByRole('button', { name: 'Crear regla contable' }).click();
    const otra = page.getByRole('dialog', { name: 'Crear regla contable' });
    await otra.getByLabel(/^Operación/).click();
    await page.getByRole('option', { name: 'COMPRA', exact: true }).click();
    await otra.getByLabel(/^Tipo de negocio/).click();
    await page.getByRole('option', { name: 'Canastilla', exact: true }).click();
    await otra.getByLabel(/^Cuenta débito/).fill('143510');
    await otra.getByLabel(/^Cuenta crédito/).fill('220510');
    await otra.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Ya existe una regla para esta operación y tipo de negocio').first()).toBeVisible();
    await otra.getByRole('button', { name: 'Cancelar' }).click();
    await page.getByRole('dialog', { name: '¿Desea salir sin guardar los cambios?' }).getByRole('button', { name: 'Aceptar' }).click();
    await expect(otra).toBeHidden();

    // Found by its cost centre, on the server.
    const filtros = page.getByRole('search', { name: 'Filtros', exact: true });
    await filtros.getByRole('searchbox', { name: 'Buscar' }).fill('cc-can');
    await filtros.getByRole('button', { name: 'BUSCAR' }).click();
    // The rules list comes first; the day vouchers' table below has its own pager.
    await expect(page.getByText(/^\d+-\d+ de \d+$/).first()).toHaveText('1-1 de 1');
    const regla = fila(page, 'Canastilla');
    await expect(regla).toContainText('COMPRA');
    await expect(regla).toContainText('143505');

    // Edit the debit account.
    await regla.getByRole('button', { name: 'Editar COMPRA S' }).click();
    const edicion = page.getByRole('dialog', { name: 'Editar regla contable' });
    await expect(edicion.getByLabel(/^Cuenta débito/)).toHaveValue('143505');
    await edicion.getByLabel(/^Cuenta débito/).fill('143510');
    await edicion.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Registro editado correctamente')).toBeVisible();
    await expect(regla).toContainText('143510');

    // Inactivate, after the question.
    const estado = regla.getByRole('switch', { name: 'Estado de COMPRA S' });
    await expect(estado).toBeChecked();
    await estado.click();
    await page.getByRole('dialog', { name: '¿Está seguro de inactivar este registro?' }).getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByText('REGISTRO INACTIVADO CORRECTAMENTE')).toBeVisible();
    await expect(estado).not.toBeChecked();

    // Excel of every rule: the demo's eight and this one.
    await filtros.getByRole('searchbox', { name: 'Buscar' }).fill('');
    await filtros.getByRole('button', { name: 'BUSCAR' }).click();
    await expect(page.getByText(/^\d+-\d+ de \d+$/).first()).toHaveText('1-9 de 9');
    const [excel] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar Excel' }).first().click(),
    ]);
    expect(excel.suggestedFilename()).toMatch(/^apuntamientos_contables_export_\d{8}_\d{6}\.xlsx$/);
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.readFile(await excel.path());
    const hoja = libro.worksheets[0];
    expect(hoja.rowCount).toBe(10);
    expect(hoja.getRow(1).values).toEqual([
      undefined,
      'Operación',
      'Tipo de negocio',
      'Cuenta débito',
      'Cuenta crédito',
      'Centro de costo',
      'Estado',
    ]);
    const filas = hoja.getSheetValues().slice(2) as unknown[][];
    expect(filas.find((f) => f[2] === 'Canastilla')).toEqual([undefined, 'COMPRA', 'Canastilla', '143510', '220505', 'CC-CAN', 'Inactivo']);
    expect(filas.filter((f) => f[2] === 'Todos')).toHaveLength(8);

    // Delete it: the demo's rules are as they were.
    await regla.getByRole('button', { name: 'Eliminar COMPRA S' }).click();
    await page.getByRole('dialog', { name: '¿Está seguro de eliminar este registro?' }).getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByText('Registro eliminado correctamente')).toBeVisible();
    await expect(page.getByText(/^\d+-\d+ de \d+$/).first()).toHaveText('1-8 de 8');
  });

  test('el comprobante de un día conciliado cuadra, se envía a SAP en Excel, se reenvía en CSV desde el monitor y se confirma', async ({
    page,
  }) => {
    const { dia, comprobante, estacion } = await diaConciliadoDemo(page.request);
    await entrarEn(page, 'SUPERADMIN', '/app/integraciones/apuntamientos');

    // The day's vouchers: the screen says sending is an export.
    const seccion = page.getByRole('region', { name: 'Comprobantes del día' });
    await expect(seccion.getByText(/no se conecta con ningún sistema remoto/)).toBeVisible();
    const filtros = seccion.getByRole('search', { name: 'Filtros de comprobantes' });
    await filtros.getByLabel('Fecha').fill(dia);
    await filtros.getByRole('button', { name: 'BUSCAR' }).click();
    const voucher = fila(seccion, String(comprobante));
    await expect(voucher).toContainText(estacion);
    await expect(voucher).toContainText(ddmmaaaa(dia));
    await expect(voucher).toContainText('Cuadra');
    await expect(voucher).toContainText('PENDIENTE');

    // Its lines balance.
    await voucher.getByRole('button', { name: `Ver comprobante ${comprobante}` }).click();
    const detalle = page.getByRole('dialog', { name: new RegExp(`^Comprobante N° ${comprobante}`) });
    await expect(detalle.getByText('Cuadra')).toBeVisible();
    const totales = detalle.getByTestId('fila-totales-comprobante').getByRole('cell');
    await expect(totales.nth(1)).toHaveText((await totales.nth(2).textContent())!);
    await detalle.getByRole('button', { name: 'Cerrar' }).click();

    // Enviar a SAP in Excel: the file holds the voucher's balanced lines, and the voucher is ENVIADO.
    await filtros.getByLabel('Formato del archivo').click();
    await page.getByRole('option', { name: 'Excel' }).click();
    const [excel] = await Promise.all([
      page.waitForEvent('download'),
      voucher.getByRole('button', { name: `Enviar a SAP el comprobante ${comprobante}` }).click(),
    ]);
    expect(excel.suggestedFilename()).toMatch(/^comprobantes_\d{8}_\d{6}\.xlsx$/);
    await expect(page.getByText(`Comprobantes exportados en archivo correctamente: ${excel.suggestedFilename()}`)).toBeVisible();
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.readFile(await excel.path());
    const hoja = libro.getWorksheet('COMPROBANTES')!;
    expect((hoja.getRow(1).values as unknown[]).slice(1).join(',')).toBe(COLUMNAS_ARCHIVO);
    const lineas = (hoja.getSheetValues().slice(2) as unknown[][]).map((f) => f.slice(1));
    expect(lineas.length).toBeGreaterThan(1);
    expect(new Set(lineas.map((l) => l[0]))).toEqual(new Set([comprobante]));
    expect(new Set(lineas.map((l) => l[1]))).toEqual(new Set([dia]));
    const centavos = (i: number) => lineas.reduce((s, l) => s + Math.round(Number(l[i]) * 100), 0);
    expect(centavos(8)).toBeGreaterThan(0);
    expect(centavos(8)).toBe(centavos(9));
    await expect(voucher).toContainText('ENVIADO');

    // The monitor: the station's reconciled day, ENVIADO; Reenviar in CSV gives the same lines.
    await abrir(page, 'Integración SAP');
    await expect(page.getByRole('heading', { name: 'Integración SAP', level: 1 })).toBeVisible();
    await page.getByRole('tab', { name: 'Monitor de cierres' }).click();
    const monitor = page.getByRole('search', { name: 'Filtros del monitor' });
    await monitor.getByRole('combobox', { name: 'Estación' }).fill(estacion);
    await page.getByRole('option', { name: estacion, exact: true }).click();
    await monitor.getByRole('button', { name: 'BUSCAR' }).click();
    const cierre = fila(page, String(comprobante));
    await expect(cierre).toContainText(ddmmaaaa(dia));
    await expect(cierre).toContainText('ENVIADO');
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      cierre.getByRole('button', { name: `Reenviar el comprobante ${comprobante}` }).click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(/^comprobantes_\d{8}_\d{6}\.csv$/);
    const archivo = leerCsv(await readFile(await csv.path(), 'utf8'));
    expect(archivo.cabecera).toBe(COLUMNAS_ARCHIVO);
    expect(archivo.filas).toHaveLength(lineas.length);
    expect(archivo.filas.map((f) => f[4])).toEqual(lineas.map((l) => l[4]));
    expect(archivo.debitos).toBe(centavos(8));
    expect(archivo.creditos).toBe(centavos(9));

    // The accountant confirms the import: CONCILIADO, and it is not sent again.
    await cierre.getByRole('button', { name: `Ver comprobante ${comprobante}` }).click();
    const visto = page.getByRole('dialog', { name: new RegExp(`^Comprobante N° ${comprobante}`) });
    await expect(visto.getByText(`Exportado en archivo ${csv.suggestedFilename()}`)).toBeVisible();
    await visto.getByRole('button', { name: 'Confirmar importación (CONCILIADO)' }).click();
    await page
      .getByRole('dialog', { name: '¿Confirma que el comprobante se importó en contabilidad?' })
      .getByRole('button', { name: 'Aceptar' })
      .click();
    await expect(page.getByText('Estado del comprobante actualizado correctamente')).toBeVisible();
    await visto.getByRole('button', { name: 'Cerrar' }).click();
    await expect(cierre).toContainText('CONCILIADO');
    await expect(cierre.getByRole('button', { name: `Reenviar el comprobante ${comprobante}` })).toBeDisabled();
  });

  test('SUPERADMIN homologa un medio de pago con una cuenta (primero con un error), la busca, la edita y la inactiva', async ({ page }) => {
    await entrarEn(page, 'SUPERADMIN', '/app/integraciones/sap');
    await expect(page.getByRole('tab', { name: 'Homologaciones' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('button', { name: 'Crear homologación' }).click();
    const cajon = page.getByRole('dialog', { name: 'Crear homologación' });
    await cajon.getByLabel(/^Tipo/).click();
    await page.getByRole('option', { name: 'Producto ↔ material' }).click();
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    await expect(cajon.getByLabel(/^Código SAP/)).toHaveAccessibleDescription('Este campo es obligatorio');
    await cajon.getByLabel(/^Registro/).click();
    const producto = page.getByRole('option').first();
    const nombre = (await producto.textContent())!;
    await producto.click();
    await cajon.getByLabel(/^Código SAP/).fill('mat-e2e-01');
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Registro creado correctamente')).toBeVisible();

    const filtros = page.getByRole('search', { name: 'Filtros', exact: true });
    await filtros.getByLabel('Tipo').click();
    await page.getByRole('option', { name: 'Producto ↔ material' }).click();
    await filtros.getByRole('searchbox', { name: 'Buscar' }).fill('MAT-E2E');
    await filtros.getByRole('button', { name: 'BUSCAR' }).click();
    await expect(page.getByText('1-1 de 1')).toBeVisible();
    const h = fila(page, 'MAT-E2E-01');
    await expect(h).toContainText(nombre);
    await h.getByRole('button', { name: `Editar ${nombre} MAT-E2E-01` }).click();
    const edicion = page.getByRole('dialog', { name: 'Editar homologación' });
    await edicion.getByLabel(/^Descripción/).fill('material de prueba');
    await edicion.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Registro editado correctamente')).toBeVisible();
    await expect(h).toContainText('MATERIAL DE PRUEBA');
    await h.getByRole('switch', { name: `Estado de ${nombre} MAT-E2E-01` }).click();
    await page.getByRole('dialog', { name: '¿Está seguro de inactivar este registro?' }).getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByText('REGISTRO INACTIVADO CORRECTAMENTE')).toBeVisible();
    await h.getByRole('button', { name: `Eliminar ${nombre} MAT-E2E-01` }).click();
    await page.getByRole('dialog', { name: '¿Está seguro de eliminar este registro?' }).getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByText('Registro eliminado correctamente')).toBeVisible();
  });

  test('en árabe las dos pantallas van de derecha a izquierda y el formulario avisa en árabe', async ({ page }) => {
    await entrarEn(page, 'SUPERADMIN', '/app/integraciones/apuntamientos', { preferencias: { idioma: 'ar' } });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'القيود المحاسبية' })).toBeVisible();
    await expect(fila(page, 'بيع نقدي')).toContainText('110505');
    await expect(page.getByRole('region', { name: 'قيود اليوم' })).toContainText('دون الاتصال بأي نظام بعيد');
    await page.getByRole('button', { name: 'إنشاء قاعدة محاسبية' }).click();
    const cajon = page.getByRole('dialog', { name: 'إنشاء قاعدة محاسبية' });
    await cajon.getByRole('button', { name: 'حفظ' }).click();
    await expect(cajon.getByLabel(/^حساب المدين/)).toHaveAccessibleDescription('هذا الحقل مطلوب');
    await cajon.getByLabel(/^حساب المدين/).fill('14A');
    await expect(cajon.getByLabel(/^حساب المدين/)).toHaveAccessibleDescription('يجب أن يحتوي الحساب على أرقام فقط (من 4 إلى 12)');
    // The drawer opens at the inline end: the left in right to left.
    const caja = (await cajon.boundingBox())!;
    expect(caja.x).toBeLessThan(10);

    await page.goto('/app/integraciones/sap');
    await expect(page.getByRole('heading', { name: 'تكامل SAP', level: 1 })).toBeVisible();
    await page.getByRole('tab', { name: 'مراقبة الإقفالات' }).click();
    await expect(page.getByRole('search', { name: 'عوامل تصفية المراقبة' })).toBeVisible();
    await expect(page.getByText('لا يتم الاتصال بـ SAP', { exact: false })).toBeVisible();
  });
});
