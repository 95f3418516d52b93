import { readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { abrirMenu, cerrarAvisosDelDashboard, descartarAvisos, entrarEn, ingresar } from '../support/ui';

/**
 * Empleados (SCREENS.md G08) at '/app/usuarios/empleados': a person created (the form's errors first), found, edited,
 * given a user whose first password goes by mail, inactivated and exported.
 */
const RUTA = '/app/usuarios/empleados';

async function abrirEmpleados(page: Page, menu = { cajon: 'Menú principal', seccion: 'Usuarios', pantalla: 'Empleados' }): Promise<void> {
  const cajon = menu.cajon === 'Menú principal' ? await abrirMenu(page) : page.getByRole('complementary', { name: menu.cajon });
  await cajon.getByRole('button', { name: menu.seccion }).click();
  await cajon.getByRole('link', { name: menu.pantalla }).first().click();
  await expect(page).toHaveURL(new RegExp(`${RUTA}$`));
}

/** The first password in the newest mail the server wrote (MAIL_DIR) to `para`, once the mail worker sends it. */
async function claveInicial(para: string): Promise<string> {
  let clave: string | undefined;
  await expect
    .poll(
      () => {
        const carpeta = process.env.E2E_MAIL_DIR!;
        const correo = readdirSync(carpeta)
          .filter((f) => f.endsWith('.eml'))
          .map((f) => readFileSync(path.join(carpeta, f), 'utf8').replace(/=\r?\n/g, ''))
          .find((m) => m.includes(`To: ${para}`));
        clave = correo ? /inicial es: ([A-Za-z0-9]{12})/.exec(correo)?.[1] : undefined;
        return clave;
      },
      { timeout: 30_000 },
    )
    .toBeDefined();
  return clave!;
}

function fila(page: Page, identificacion: string): Locator {
  return page.getByRole('row').filter({ has: page.getByRole('cell', { name: `CC ${identificacion}`, exact: true }) });
}

async function elegir(page: Page, cajon: Locator, etiqueta: string | RegExp, opcion: string | RegExp): Promise<void> {
  await cajon.getByLabel(etiqueta).click();
  await page.getByRole('option', { name: opcion }).click();
}

test.describe('empleados', () => {
  test('SUPERADMIN crea un empleado (primero con errores), lo busca, lo edita, le crea usuario, lo inactiva y exporta', async ({
    page,
  }) => {
    await ingresar(page, 'SUPERADMIN');
    await cerrarAvisosDelDashboard(page);
    await abrirEmpleados(page);
    await expect(page.getByRole('heading', { name: 'Empleados' })).toBeVisible();

    const identificacion = String(70_000_000 + (Date.now() % 9_000_000));
    await page.getByRole('button', { name: 'Crear empleado' }).click();
    const cajon = page.getByRole('dialog', { name: 'Crear empleado' });
    await cajon.getByLabel(/^Identificación/).fill('0123');
    await cajon.getByLabel(/^Nombre\(s\)/).fill('Ana 2');
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    await expect(cajon.getByText('No es permitido el 0 a la izquierda')).toBeVisible();
    await expect(cajon.getByText('Ingrese solo texto')).toBeVisible();

    await elegir(page, cajon, /^Tipo de identificación/, /^CC ·/);
    await cajon.getByLabel(/^Identificación/).fill(identificacion);
    await cajon.getByLabel(/^Nombre\(s\)/).fill('Ana María');
    await cajon.getByLabel(/^Apellido\(s\)/).fill('Prueba Ruiz');
    await cajon.getByLabel(/^Teléfono/).fill('3105550000');
    await cajon.getByLabel(/^Correo/).fill(`ana${identificacion}@example.co`);
    await elegir(page, cajon, /^País/, 'COLOMBIA');
    await elegir(page, cajon, /^Departamento/, 'ATLÁNTICO');
    await elegir(page, cajon, /^Ciudad/, 'BARRANQUILLA');
    await elegir(page, cajon, /^Empresa/, 'EDS BARRANQUILLA CENTRO');
    await elegir(page, cajon, /^Cargo/, 'CONSULTA');
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    const guardado = page.getByText('Se ha guardado el empleado');
    await expect(guardado).toBeVisible();
    await expect(cajon).toBeHidden();

    // Found on the server.
    await page.getByRole('search').getByRole('searchbox', { name: 'Buscar' }).fill(identificacion);
    await page.getByRole('search').getByRole('button', { name: 'BUSCAR' }).click();
    await expect(fila(page, identificacion)).toContainText('ANA MARÍA');
    await expect(fila(page, identificacion)).toContainText('CONSULTA');

    // Edited.
    await descartarAvisos(page);
    await fila(page, identificacion).getByRole('button', { name: 'Editar ANA MARÍA PRUEBA RUIZ' }).click();
    const edicion = page.getByRole('dialog', { name: 'Editar empleado' });
    await expect(edicion.getByLabel(/^Apellido\(s\)/)).toHaveValue('PRUEBA RUIZ');
    await edicion.getByLabel(/^Apellido\(s\)/).fill('Prueba Gómez');
    await edicion.getByRole('button', { name: 'Guardar' }).click();
    await expect(guardado).toBeVisible();
    await expect(fila(page, identificacion)).toContainText('PRUEBA GÓMEZ');

    // A user: the name is checked, then created; its first password goes by mail.
    await fila(page, identificacion).getByRole('button', { name: 'Acceso de ANA MARÍA PRUEBA GÓMEZ' }).click();
    const acceso = page.getByRole('dialog', { name: 'Acceso de ANA MARÍA PRUEBA GÓMEZ' });
    await acceso.getByLabel(/^Usuario/).fill('zonal');
    await acceso.getByRole('button', { name: 'Crear usuario' }).click();
    await expect(page.getByText('El usuario ya existe').first()).toBeVisible();
    await acceso.getByLabel(/^Usuario/).fill(`ana${identificacion}`);
    await acceso.getByRole('button', { name: 'Crear usuario' }).click();
    await expect(page.getByText('Usuario creado. La contraseña inicial se envió a su correo.')).toBeVisible();
    await expect(acceso.getByText(`ANA${identificacion}`, { exact: true })).toBeVisible();
    await acceso.getByRole('button', { name: 'Cerrar' }).click();
    // The mailed first password opens the expired-password flow: the user chooses its own before any session.
    const clave = await claveInicial(`ana${identificacion}@example.co`);
    const ingreso = await page.request.post('/api/v1/signin/', { data: { user: `ANA${identificacion}`, pass: clave } });
    expect(((await ingreso.json()) as { data: { expired_pass: boolean } }).data.expired_pass).toBe(true);

    // Inactivated after the question.
    const estado = fila(page, identificacion).getByRole('switch', { name: 'Estado de ANA MARÍA PRUEBA GÓMEZ' });
    await estado.click();
    await page.getByRole('dialog', { name: '¿Está seguro de inactivar este registro?' }).getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByText('USUARIO INACTIVADO CORRECTAMENTE')).toBeVisible();
    await expect(estado).not.toBeChecked();

    // Exported: the matching rows.
    const [excel] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar Excel' }).click()]);
    expect(excel.suggestedFilename()).toMatch(/^empleados_export_\d{8}_\d{6}\.xlsx$/);
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.readFile(await excel.path());
    const hoja = libro.worksheets[0];
    expect(hoja.getRow(2).values).toContain(`CC ${identificacion}`);
    expect(hoja.getRow(2).values).toContain('Inactivo');
    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar PDF' }).click()]);
    expect((await readFile(await pdf.path())).toString('latin1').startsWith('%PDF-')).toBe(true);
  });

  test('en árabe la pantalla va de derecha a izquierda', async ({ page }) => {
    await entrarEn(page, 'SUPERADMIN', RUTA, { preferencias: { idioma: 'ar' } });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'الموظفون' })).toBeVisible();
    await page.getByRole('button', { name: 'إنشاء موظف' }).click();
    const formulario = page.getByRole('dialog', { name: 'إنشاء موظف' });
    expect((await formulario.boundingBox())!.x).toBeLessThan(2);
    await formulario.getByRole('button', { name: 'حفظ' }).click();
    await expect(formulario.getByText('هذا الحقل مطلوب').first()).toBeVisible();
  });
});
