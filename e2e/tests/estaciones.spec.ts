import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { autorizacion, ingresarApi, salirApi } from '../support/api';
import { entrarEn } from '../support/ui';

/**
 * Estaciones de servicio (SCREENS.md G02) at /empresa/eds: a person creates a station (first with validation
 * errors), sets its location on the map, edits it, inactivates it, finds it again by search and exports the list.
 * The e2e has no network: the map's tiles never arrive, and the marker shows on a plain background.
 */

async function sinTeselas(page: Page): Promise<void> {
  await page.route('**/tile.openstreetmap.org/**', (ruta) => ruta.abort());
}

function fila(page: Page, codigo: string): Locator {
  return page.getByRole('row').filter({ has: page.getByRole('cell', { name: codigo, exact: true }) });
}

async function buscar(page: Page, texto: string, etiquetas = { buscar: 'Buscar', boton: 'BUSCAR' }): Promise<void> {
  const filtros = page.getByRole('search');
  await filtros.getByRole('searchbox', { name: etiquetas.buscar }).fill(texto);
  await filtros.getByRole('button', { name: etiquetas.boton }).click();
}

async function elegir(page: Page, cajon: Locator, etiqueta: string | RegExp, opcion: string): Promise<void> {
  await cajon.getByLabel(etiqueta).click();
  await page.getByRole('option', { name: opcion, exact: true }).click();
}

async function totalDeFilas(page: Page): Promise<number> {
  const rango = page.getByText(/^\d+-\d+ de \d+$/);
  await expect(rango).toBeVisible();
  return Number(/de (\d+)$/.exec((await rango.textContent())!)![1]);
}

test.describe('estaciones de servicio', () => {
  test('SUPERADMIN crea una estación (primero con errores), la ubica, la edita, la inactiva, la encuentra y exporta', async ({ page }) => {
    await sinTeselas(page);
    await entrarEn(page, 'SUPERADMIN', '/app/empresa/eds');
    await expect(page.getByRole('heading', { name: 'Estaciones de servicio' })).toBeVisible();
    await expect(fila(page, 'EDS-001')).toContainText('EDS BARRANQUILLA CENTRO');

    // Create: the form refuses missing and invalid fields with the spec's messages.
    await page.getByRole('button', { name: 'Crear estación de servicio' }).click();
    const cajon = page.getByRole('dialog', { name: 'Crear estación de servicio' });
    await cajon.getByLabel(/^Alias\W*$/).fill('eds e2e soledad');
    await cajon.getByLabel(/^Razón social\W*$/).fill('estacion e2e soledad s.a.s.');
    await cajon.getByLabel(/^NIT\W*$/).fill('900123456-1');
    await cajon.getByLabel(/^Código SICOM\W*$/).fill('0');
    await cajon.getByLabel(/^Teléfono\W*$/).fill('12');
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    await expect(cajon.getByLabel(/^Código EDS\W*$/)).toHaveAccessibleDescription('Este campo es obligatorio');
    await expect(cajon.getByLabel(/^NIT\W*$/)).toHaveAccessibleDescription('El dígito de verificación no corresponde');
    await expect(cajon.getByLabel(/^Código SICOM\W*$/)).toHaveAccessibleDescription('Valor ingresado no valido');
    await expect(cajon.getByLabel(/^Teléfono\W*$/)).toHaveAccessibleDescription('Debe de ingresar al menos 7 digitos (si es fijo)');
    await expect(cajon.getByLabel(/^Dirección\W*$/)).toHaveAccessibleDescription('Este campo es obligatorio');

    await cajon.getByLabel(/^Código EDS\W*$/).fill('e2e-01');
    await expect(cajon.getByLabel(/^Código EDS\W*$/)).toHaveValue('E2E-01');
    await cajon.getByLabel(/^NIT\W*$/).fill('900123456-8');
    await cajon.getByLabel(/^Código SICOM\W*$/).fill('778899');
    await cajon.getByLabel(/^Teléfono\W*$/).fill('3001234567');
    await elegir(page, cajon, /^Empresa padre\W*$/, 'REGIONAL CARIBE');
    await elegir(page, cajon, /^País\W*$/, 'COLOMBIA');
    await elegir(page, cajon, /^Departamento\W*$/, 'ATLÁNTICO');
    await elegir(page, cajon, /^Ciudad\W*$/, 'SOLEDAD');
    await cajon.getByLabel(/^Dirección\W*$/).fill('calle 18 # 30-10');
    await elegir(page, cajon, 'Plataforma POS', 'BETA 4');
    await cajon.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Registro creado correctamente')).toBeVisible();
    await expect(cajon).toBeHidden();

    // Found by search; its location opens on the default place, and a click on the map moves it.
    await buscar(page, 'e2e-01');
    await expect(page.getByText('1-1 de 1')).toBeVisible();
    await expect(fila(page, 'E2E-01')).toContainText('EDS E2E SOLEDAD');
    await fila(page, 'E2E-01').getByRole('button', { name: 'Ubicación de EDS E2E SOLEDAD' }).click();
    const ubicacion = page.getByRole('dialog', { name: 'Ubicación de EDS E2E SOLEDAD' });
    const mapa = ubicacion.getByRole('region', { name: 'Mapa de la estación' });
    await expect(mapa).toBeVisible();
    await expect(mapa.locator('.eds-marcador')).toBeVisible();
    await expect(ubicacion.getByLabel('Latitud')).toHaveValue('10.99');
    await expect(ubicacion.getByLabel('Longitud')).toHaveValue('-74.82');
    const caja = (await mapa.boundingBox())!;
    await mapa.click({ position: { x: caja.width / 2 + 80, y: caja.height / 2 - 60 } });
    await expect(ubicacion.getByLabel('Latitud')).not.toHaveValue('10.99');
    const lat = Number(await ubicacion.getByLabel('Latitud').inputValue());
    const lng = Number(await ubicacion.getByLabel('Longitud').inputValue());
    expect(lat).toBeGreaterThan(10.99);
    expect(lng).toBeGreaterThan(-74.82);
    await ubicacion.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('UBICACION ACTUALIZADA CORRECTAMENTE')).toBeVisible();
    await expect(ubicacion).toBeHidden();
    await fila(page, 'E2E-01').getByRole('button', { name: 'Ubicación de EDS E2E SOLEDAD' }).click();
    await expect(page.getByRole('dialog', { name: 'Ubicación de EDS E2E SOLEDAD' }).getByLabel('Latitud')).toHaveValue(String(lat));
    await page.getByRole('dialog', { name: 'Ubicación de EDS E2E SOLEDAD' }).getByRole('button', { name: 'Cancelar' }).click();

    // Edit.
    await fila(page, 'E2E-01').getByRole('button', { name: 'Editar EDS E2E SOLEDAD' }).click();
    const edicion = page.getByRole('dialog', { name: 'Editar estación de servicio' });
    await expect(edicion.getByLabel(/^Ciudad\W*$/)).toHaveText('SOLEDAD');
    await edicion.getByLabel(/^Alias\W*$/).fill('eds e2e soledad sur');
    await edicion.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Registro editado correctamente')).toBeVisible();
    await expect(fila(page, 'E2E-01')).toContainText('EDS E2E SOLEDAD SUR');

    // Inactivate, then find it again among the inactive ones.
    const estado = fila(page, 'E2E-01').getByRole('switch', { name: 'Estado de EDS E2E SOLEDAD SUR' });
    await estado.click();
    await page.getByRole('dialog', { name: '¿Está seguro de inactivar este registro?' }).getByRole('button', { name: 'Aceptar' }).click();
    await expect(page.getByText('REGISTRO INACTIVADO CORRECTAMENTE')).toBeVisible();
    await expect(estado).not.toBeChecked();
    await page.getByRole('search').getByLabel('Estado').click();
    await page.getByRole('option', { name: 'Inactivos' }).click();
    await buscar(page, 'soledad sur');
    await expect(page.getByText('1-1 de 1')).toBeVisible();
    await expect(fila(page, 'E2E-01').getByRole('switch', { name: 'Estado de EDS E2E SOLEDAD SUR' })).not.toBeChecked();

    // Exports of the whole list (every state): a PDF and an Excel that open and hold the rows.
    await page.getByRole('search').getByLabel('Estado').click();
    await page.getByRole('option', { name: 'Todos' }).click();
    await buscar(page, '');
    const total = await totalDeFilas(page);
    expect(total).toBeGreaterThanOrEqual(9);
    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar PDF' }).click()]);
    expect(pdf.suggestedFilename()).toMatch(/^estaciones_export_\d{8}_\d{6}\.pdf$/);
    const contenidoPdf = (await readFile(await pdf.path())).toString('latin1');
    expect(contenidoPdf.startsWith('%PDF-')).toBe(true);
    expect(contenidoPdf).toContain('(E2E-01)');
    expect(contenidoPdf).toContain('(EDS E2E SOLEDAD SUR)');
    expect(contenidoPdf).toContain('(EDS CALI PANCE)');

    const [excel] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar Excel' }).click()]);
    expect(excel.suggestedFilename()).toMatch(/^estaciones_export_\d{8}_\d{6}\.xlsx$/);
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.readFile(await excel.path());
    const hoja = libro.worksheets[0];
    expect(hoja.rowCount).toBe(total + 1);
    expect(hoja.getRow(1).values).toEqual([
      undefined,
      'Código EDS',
      'Alias',
      'Razón social',
      'NIT',
      'Ciudad',
      'Empresa padre',
      'Plataforma POS',
      'Estado',
    ]);
    const filas = hoja.getSheetValues().slice(2) as unknown[][];
    expect(filas.find((f) => f[1] === 'E2E-01')).toEqual([
      undefined,
      'E2E-01',
      'EDS E2E SOLEDAD SUR',
      'ESTACION E2E SOLEDAD S.A.S.',
      '900123456-8',
      'SOLEDAD',
      'REGIONAL CARIBE',
      'BETA 4',
      'Inactivo',
    ]);
    expect(filas.find((f) => f[1] === 'EDS-008')?.[2]).toBe('EDS PEREIRA CIRCUNVALAR');
  });

  test('/empresa/cdl es la misma pantalla para los centros de lubricación: no lista estaciones de servicio', async ({ page }) => {
    await entrarEn(page, 'SUPERADMIN', '/app/empresa/cdl');
    await expect(page.getByRole('heading', { name: 'Centros de lubricación' })).toBeVisible();
    await expect(fila(page, 'EDS-001')).toHaveCount(0);
  });

  test('SUPERADMIN fija el día operativo (primero con una hora no válida), cambia las acciones y copia la configuración; con ventas se niega', async ({
    page,
  }) => {
    // A new station of its own: no shifts open and no sales, so its day and configuration may change.
    const sesion = await ingresarApi(page.request, 'SUPERADMIN');
    const h = { headers: autorizacion(sesion.token) };
    const negocio = sesion.infoDominio.negocio_id;
    const estaciones = (await (await page.request.get(`/api/empresa/select/all/${negocio}`, h)).json()).data as {
      idEds: number;
      alias: string;
    }[];
    const cartagena = estaciones.find((e) => e.alias === 'EDS CARTAGENA BOCAGRANDE')!.idEds;
    const modelo = (await (await page.request.get(`/api/empresa/${cartagena}`, h)).json()).data as Record<string, unknown>;
    const codigo = `OP${Date.now() % 1_000_000}`;
    const alias = `EDS OPERACION ${codigo}`;
    const creada = await page.request.post('/api/empresa', {
      ...h,
      data: {
        tipo: modelo.tipo,
        empresas_id: modelo.empresas_id,
        razon_social: `ESTACION ${codigo} S.A.S.`,
        alias,
        nit: '900123456-8',
        pais_id: modelo.pais_id,
        departamento_id: modelo.departamento_id,
        ciudad_id: modelo.ciudad_id,
        direccion: 'CALLE 10 # 20-30',
        telefono: '',
        correo: '',
        codigo,
        codigo_sicom: '778899',
      },
    });
    expect(creada.status(), await creada.text()).toBe(200);
    await salirApi(page.request, sesion.token);

    await entrarEn(page, 'SUPERADMIN', '/app/empresa/eds');
    await buscar(page, codigo);
    const propia = fila(page, codigo);
    await expect(propia).toContainText(alias);

    // Día operativo: a 24-hour day; the close follows the start.
    await propia.getByRole('button', { name: `Día operativo de ${alias}` }).click();
    let dia = page.getByRole('dialog', { name: `Día operativo de ${alias}` });
    const inicio = dia.getByLabel(/^Inicio del día operativo/);
    await expect(inicio).toHaveValue(/^\d{2}:\d{2}$/);
    await inicio.fill('25:00');
    await dia.getByRole('button', { name: 'Guardar' }).click();
    await expect(inicio).toHaveAccessibleDescription('Valor ingresado no valido');
    await inicio.fill('05:30');
    await expect(dia).toContainText('Cierra a las 05:30 del día siguiente');
    await dia.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Día operativo actualizado correctamente')).toBeVisible();
    await expect(dia).toBeHidden();
    await propia.getByRole('button', { name: `Día operativo de ${alias}` }).click();
    dia = page.getByRole('dialog', { name: `Día operativo de ${alias}` });
    await expect(dia.getByLabel(/^Inicio del día operativo/)).toHaveValue('05:30');
    await dia.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dia).toBeHidden();

    // Acciones: the card terminal switched, saved and read back.
    await propia.getByRole('button', { name: `Acciones de ${alias}` }).click();
    let acciones = page.getByRole('dialog', { name: `Acciones de ${alias}` });
    const antes = await acciones.getByRole('switch', { name: 'Datáfono' }).isChecked();
    await acciones.getByRole('switch', { name: 'Datáfono' }).click();
    await acciones.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Registro editado correctamente')).toBeVisible();
    await expect(acciones).toBeHidden();
    await propia.getByRole('button', { name: `Acciones de ${alias}` }).click();
    acciones = page.getByRole('dialog', { name: `Acciones de ${alias}` });
    await expect(acciones.getByRole('switch', { name: 'Datáfono' })).toBeChecked({ checked: !antes });
    await acciones.getByRole('button', { name: 'Cancelar' }).click();
    await expect(acciones).toBeHidden();

    // Copiar configuración: the form asks for its fields, then copies Cartagena's prices after a confirmation.
    await propia.getByRole('button', { name: `Copiar configuración a ${alias}` }).click();
    let copia = page.getByRole('dialog', { name: `Copiar configuración a ${alias}` });
    await copia.getByRole('button', { name: 'Guardar' }).click();
    await expect(copia.getByLabel(/^Estación origen/)).toHaveAccessibleDescription('Campo obligatorio');
    await elegir(page, copia, /^Estación origen/, 'EDS CARTAGENA BOCAGRANDE');
    await copia.getByLabel(/^Qué copiar/).click();
    await page.getByRole('option', { name: 'Precios', exact: true }).click();
    await page.keyboard.press('Escape');
    await copia.getByRole('button', { name: 'Guardar' }).click();
    await page
      .getByRole('dialog', { name: new RegExp(`reemplazará la de ${alias}`) })
      .getByRole('button', { name: 'Aceptar' })
      .click();
    await expect(page.getByText('Configuración copiada correctamente')).toBeVisible();
    await expect(copia).toBeHidden();

    // A station with sales: the copy is refused, and the form stays open with what was chosen.
    await buscar(page, 'CARTAGENA');
    const conVentas = page.getByRole('row').filter({ hasText: 'EDS CARTAGENA BOCAGRANDE' });
    await conVentas.getByRole('button', { name: 'Copiar configuración a EDS CARTAGENA BOCAGRANDE' }).click();
    copia = page.getByRole('dialog', { name: 'Copiar configuración a EDS CARTAGENA BOCAGRANDE' });
    await expect(copia.getByText('La estación destino ya tiene movimientos')).toBeVisible();
    await elegir(page, copia, /^Estación origen/, 'EDS BOGOTA NORTE');
    await copia.getByLabel(/^Qué copiar/).click();
    await page.getByRole('option', { name: 'Precios', exact: true }).click();
    await page.keyboard.press('Escape');
    await copia.getByRole('button', { name: 'Guardar' }).click();
    await page
      .getByRole('dialog', { name: /reemplazará la de EDS CARTAGENA BOCAGRANDE/ })
      .getByRole('button', { name: 'Aceptar' })
      .click();
    await expect(page.getByText('La estación destino ya tiene movimientos')).toHaveCount(2);
    await expect(copia).toBeVisible();
  });

  test('en árabe la pantalla va de derecha a izquierda: crea con un error primero, ubica e inactiva', async ({ page }) => {
    await sinTeselas(page);
    await entrarEn(page, 'SUPERADMIN', '/app/empresa/eds', { preferencias: { idioma: 'ar' } });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'محطات الخدمة' })).toBeVisible();

    await page.getByRole('button', { name: 'إنشاء محطة خدمة' }).click();
    const cajon = page.getByRole('dialog', { name: 'إنشاء محطة خدمة' });
    expect((await cajon.boundingBox())!.x).toBeLessThan(2);
    await cajon.getByRole('button', { name: 'حفظ' }).click();
    await expect(cajon.getByLabel(/^رمز المحطة\W*$/)).toHaveAccessibleDescription('هذا الحقل مطلوب');
    await cajon.getByLabel(/^رمز المحطة\W*$/).fill('ar-01');
    await cajon.getByLabel(/^الاسم المختصر\W*$/).fill('eds arabe');
    await cajon.getByLabel(/^الاسم التجاري\W*$/).fill('estacion arabe s.a.s.');
    await cajon.getByLabel(/^الرقم الضريبي \(NIT\)\W*$/).fill('900123456-8');
    await cajon.getByLabel(/^رمز SICOM\W*$/).fill('445566');
    await elegir(page, cajon, /^الشركة الأم\W*$/, 'REGIONAL ANDINA');
    await elegir(page, cajon, /^الدولة\W*$/, 'COLOMBIA');
    await elegir(page, cajon, /^المقاطعة\W*$/, 'SANTANDER');
    await elegir(page, cajon, /^المدينة\W*$/, 'FLORIDABLANCA');
    await cajon.getByLabel(/^العنوان\W*$/).fill('carrera 27 # 30-12');
    await cajon.getByRole('button', { name: 'حفظ' }).click();
    await expect(page.getByText('تم إنشاء السجل بنجاح')).toBeVisible();

    await buscar(page, 'AR-01', { buscar: 'بحث', boton: 'بحث' });
    await expect(fila(page, 'AR-01')).toContainText('EDS ARABE');
    await fila(page, 'AR-01').getByRole('button', { name: 'موقع EDS ARABE' }).click();
    const ubicacion = page.getByRole('dialog', { name: 'موقع EDS ARABE' });
    const mapa = ubicacion.getByRole('region', { name: 'خريطة المحطة' });
    await expect(mapa.locator('.eds-marcador')).toBeVisible();
    await ubicacion.getByLabel('خط العرض').fill('7.0654321');
    await ubicacion.getByLabel('خط الطول').fill('-73.0876543');
    await expect(mapa).toHaveAttribute('data-lat', '7.0654321');
    await ubicacion.getByRole('button', { name: 'حفظ' }).click();
    await expect(page.getByText('تم تحديث الموقع بنجاح')).toBeVisible();

    await fila(page, 'AR-01').getByRole('switch', { name: 'حالة EDS ARABE' }).click();
    await page.getByRole('dialog', { name: 'هل أنت متأكد من إلغاء تفعيل هذا السجل؟' }).getByRole('button', { name: 'قبول' }).click();
    await expect(page.getByText('تم إلغاء تفعيل السجل بنجاح')).toBeVisible();

    await page.getByRole('button', { name: 'اختيار اللغة' }).click();
    await page.getByRole('menuitem', { name: 'Español' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });
});
