import { createHash } from 'node:crypto';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { autorizacion, ingresarApi, salirApi } from '../support/api';
import { llenarFecha } from '../support/fecha';
import { crearEquipoDePrueba, inactivarEquipo, latido } from '../support/monitoreo';
import { descartarAvisos, entrarEn } from '../support/ui';

/**
 * Versiones POS (SCREENS.md G05) at /app/soporte/versiones-pos: the platform operator PLATAFORMA (059) publishes a version with its package
 * (after a validation error), deploys it to one station, finds and edits it, sees the station's test device that
 * reports it in its heartbeat, retires it and exports the list. Versions are the product's: each test publishes its
 * own, with a code above every earlier one (the clock's seconds), and the Arabic test publishes on the other platform.
 */
const DIRECCION = '/app/soporte/versiones-pos';

function fila(page: Page, version: string): Locator {
  return page.getByRole('row').filter({ has: page.getByRole('cell', { name: version, exact: true }) });
}

/** A code above every earlier test's (seconds since 1970 fit int4) and a version x.y.z made of it. */
function nuevaVersion(): { codigo: number; version: string } {
  const codigo = Math.floor(Date.now() / 1000);
  return { codigo, version: `${Math.floor(codigo / 100_000_000)}.${Math.floor(codigo / 10_000) % 10_000}.${codigo % 10_000}` };
}

/** Today in Bogotá, YYYY-MM-DD. */
function hoyBogota(): string {
  return new Date(Date.now() - 5 * 3_600_000).toISOString().slice(0, 10);
}

/** A BETA 4 station other than ADMINEDS's, where the test's device is enrolled. */
async function estacionBeta4(request: APIRequestContext): Promise<string> {
  const admin = await ingresarApi(request, 'SUPERADMIN');
  const r = await request.get('/api/empresa/beta-cuatro/estaciones/beta4?limite=500', { headers: autorizacion(admin.token) });
  expect(r.status()).toBe(200);
  const estaciones = ((await r.json()) as { data: { alias: string }[] }).data;
  await salirApi(request, admin.token);
  return estaciones.map((e) => e.alias).find((a) => a !== 'EDS BARRANQUILLA CENTRO')!;
}

async function buscar(page: Page, nombre: string, boton: string, texto: string): Promise<void> {
  const filtros = page.getByRole('search');
  await filtros.getByRole('searchbox', { name: nombre }).fill(texto);
  await filtros.getByRole('button', { name: boton }).click();
}

const paquete = Buffer.from('PK\u0003\u0004 paquete de prueba de la version POS');
const sha256 = createHash('sha256').update(paquete).digest('hex');

test.describe('versiones POS', () => {
  test('PLATAFORMA publica una versión (primero con un error), la despliega, la edita, ve sus equipos, la retira y exporta', async ({
    page,
  }) => {
    const { codigo, version } = nuevaVersion();
    const estacion = await estacionBeta4(page.request);
    const equipo = await crearEquipoDePrueba(page.request, estacion, `pos version ${codigo % 100_000}`);

    await entrarEn(page, 'PLATAFORMA', DIRECCION);
    await expect(page.getByRole('heading', { name: 'Versiones POS' })).toBeVisible();

    // Create: a bad version format and no package are refused in the drawer's words.
    await page.getByRole('button', { name: 'Crear versión POS' }).click();
    const cajon = page.getByRole('dialog', { name: 'Crear versión POS' });
    await cajon.getByLabel(/^Versión/).fill('1.0');
    await cajon.getByLabel(/^Código/).fill(String(codigo));
    await cajon.getByLabel(/^Plataforma/).click();
    await page.getByRole('option', { name: 'BETA 4', exact: true }).click();
    await llenarFecha(cajon, /^Fecha/, hoyBogota());
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    await expect(cajon.getByText('Formato de versión no válido')).toBeVisible();
    await expect(cajon.getByText('Campo obligatorio')).toBeVisible();
    await cajon.getByLabel(/^Versión/).fill(version);
    await cajon.getByLabel('Obligatoria').check();
    await cajon.getByLabel('Notas').fill('Primera prueba');
    await cajon
      .locator('input[type="file"]')
      .setInputFiles({ name: 'pos-prueba.apk', mimeType: 'application/vnd.android.package-archive', buffer: paquete });
    await expect(cajon.getByText('pos-prueba.apk')).toBeVisible();
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Versión POS guardada correctamente')).toBeVisible();
    await expect(cajon).toBeHidden();

    // Found by its number; the server computed the package's SHA-256.
    await buscar(page, 'Buscar', 'BUSCAR', version);
    await expect(page.getByText('1-1 de 1')).toBeVisible();
    await expect(fila(page, version)).toContainText(sha256);
    await expect(fila(page, version)).toContainText('Publicada');

    // Edit.
    await fila(page, version)
      .getByRole('button', { name: `Editar BETA 4 ${version}` })
      .click();
    const edicion = page.getByRole('dialog', { name: 'Editar versión POS' });
    await expect(edicion.getByLabel(/^Código/)).toHaveValue(String(codigo));
    await expect(edicion.getByText('pos-prueba.apk')).toBeVisible();
    await edicion.getByLabel('Notas').fill('Notas editadas');
    await edicion.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Versión POS editada correctamente')).toBeVisible();

    // Deploy to the one station, from today.
    await fila(page, version)
      .getByRole('button', { name: `Desplegar BETA 4 ${version}` })
      .click();
    const despliegue = page.getByRole('dialog', { name: `Desplegar BETA 4 ${version}` });
    await despliegue.getByLabel(/^Estaciones/).click();
    await page.getByRole('option', { name: estacion, exact: true }).click();
    await page.keyboard.press('Escape');
    await llenarFecha(despliegue, /^Desde/, hoyBogota());
    await despliegue.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Despliegue registrado correctamente')).toBeVisible();
    await expect(despliegue).toBeHidden();

    // The station's device learns it from its configuration, downloads the package and its bytes match.
    const conf = await page.request.get('/api/pos/v1/configuracion', { headers: autorizacion(equipo.token) });
    const asignada = ((await conf.json()) as { data: { version: { version: string; sha256: string; url: string } | null } }).data.version;
    expect(asignada?.version).toBe(version);
    expect(asignada?.sha256).toBe(sha256);
    const bajada = await page.request.get(asignada!.url, { headers: autorizacion(equipo.token) });
    expect(bajada.status()).toBe(200);
    expect(
      createHash('sha256')
        .update(await bajada.body())
        .digest('hex'),
    ).toBe(sha256);

    // After its heartbeat the device is listed under the version, with the rollout.
    await latido(page.request, equipo.token, { version_app: version });
    await fila(page, version)
      .getByRole('button', { name: `Equipos de BETA 4 ${version}` })
      .click();
    const equipos = page.getByRole('dialog', { name: `Equipos con la versión BETA 4 ${version}` });
    await expect(equipos.getByRole('list', { name: 'Despliegues' })).toContainText(`Estaciones elegidas: ${estacion}`);
    const suFila = equipos.getByRole('row').filter({ has: page.getByRole('cell', { name: equipo.alias, exact: true }) });
    await expect(suFila).toContainText(estacion);
    await equipos.getByRole('button', { name: 'Cerrar' }).click();
    await expect(equipos).toBeHidden();

    // Retire (X): the POS is no longer told to run it.
    await descartarAvisos(page);
    await fila(page, version)
      .getByRole('button', { name: `Retirar versión BETA 4 ${version}` })
      .click();
    await page
      .getByRole('dialog', { name: /¿Está seguro de retirar la versión/ })
      .getByRole('button', { name: 'Aceptar' })
      .click();
    await expect(page.getByText('Versión POS retirada correctamente')).toBeVisible();
    await expect(fila(page, version)).toContainText('Retirada');
    const despues = await page.request.get('/api/pos/v1/configuracion', { headers: autorizacion(equipo.token) });
    expect(((await despues.json()) as { data: { version: unknown } }).data.version).toBeNull();

    // Export: the Excel file holds the version as the screen shows it.
    const [excel] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar Excel' }).click()]);
    expect(excel.suggestedFilename()).toMatch(/^versiones_pos_export_\d{8}_\d{6}\.xlsx$/);
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.readFile(await excel.path());
    const filas = libro.worksheets[0].getSheetValues().slice(2) as unknown[][];
    const exportada = filas.find((f) => f[1] === version);
    expect(exportada).toBeDefined();
    expect(exportada).toContain(sha256);
    expect(exportada).toContain('Retirada');

    await inactivarEquipo(page.request, equipo.id);
  });

  test('de derecha a izquierda en árabe: publica una versión tras un error y la elimina', async ({ page }) => {
    const { codigo, version } = nuevaVersion();
    await entrarEn(page, 'PLATAFORMA', DIRECCION, { preferencias: { idioma: 'ar' } });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'إصدارات نقاط البيع' })).toBeVisible();

    await page.getByRole('button', { name: 'إنشاء إصدار نقطة البيع' }).click();
    const cajon = page.getByRole('dialog', { name: 'إنشاء إصدار نقطة البيع' });
    await cajon.getByLabel(/^الإصدار/).fill('x.1');
    await cajon.getByLabel(/^الرمز/).fill(String(codigo));
    await cajon.getByLabel(/^المنصة/).click();
    await page.getByRole('option', { name: 'BETA 3', exact: true }).click();
    await llenarFecha(cajon, /^التاريخ/, hoyBogota());
    await cajon.locator('input[type="file"]').setInputFiles({ name: 'pos-ar.apk', mimeType: 'application/octet-stream', buffer: paquete });
    await cajon.getByRole('button', { name: 'حفظ' }).click();
    await expect(cajon.getByText('صيغة الإصدار غير صالحة')).toBeVisible();
    await cajon.getByLabel(/^الإصدار/).fill(version);
    await cajon.getByRole('button', { name: 'حفظ' }).click();
    await expect(page.getByText('تم حفظ إصدار نقطة البيع بنجاح')).toBeVisible();
    await expect(cajon).toBeHidden();

    await buscar(page, 'بحث', 'بحث', version);
    await expect(fila(page, version)).toContainText('منشور');
    // Never deployed: it is deleted, leaving the list as it was.
    await fila(page, version)
      .getByRole('button', { name: `حذف BETA 3 ${version}` })
      .click();
    await page.getByRole('dialog', { name: 'هل أنت متأكد من حذف هذا السجل؟' }).getByRole('button', { name: 'قبول' }).click();
    await expect(page.getByText('تم حذف إصدار نقطة البيع بنجاح')).toBeVisible();
    await expect(fila(page, version)).toHaveCount(0);
  });
});
