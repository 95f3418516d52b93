import { expect, test, type Locator, type Page } from '@playwright/test';
import { autorizacion, ingresarApi, salirApi } from '../support/api';
import { abrirMenu, aviso, ingresar } from '../support/ui';

async function abrirPerfil(page: Page): Promise<Locator> {
  const cajon = await abrirMenu(page);
  await cajon.getByRole('button', { name: 'Ver Perfil' }).click();
  const perfil = page.getByRole('dialog', { name: 'Información del Perfil' });
  await expect(perfil.getByLabel('Identificación')).toHaveValue('1000000003');
  return perfil;
}

async function elegir(page: Page, perfil: Locator, campo: string, texto: string) {
  await perfil.getByLabel(campo, { exact: true }).click();
  await perfil.getByLabel(campo, { exact: true }).fill(texto);
  await page.getByRole('option', { name: texto, exact: true }).click();
}

test.describe('Información del Perfil', () => {
  test.beforeEach(async ({ page }) => {
    await ingresar(page, 'ZONAL');
  });

  test('es de solo lectura hasta Editar datos, valida cada campo y guarda en mayúsculas', async ({ page }) => {
    const perfil = await abrirPerfil(page);
    await expect(perfil.getByLabel('Identificación')).toBeDisabled();
    await expect(perfil.getByLabel('Nombre(s)')).toBeDisabled();
    await expect(perfil.getByLabel('Nombre(s)')).toHaveValue('CARLOS ANDRES');
    await expect(perfil.getByLabel('Dirección')).toHaveValue('N/A');
    await expect(perfil.getByLabel('Ciudad', { exact: true })).toHaveValue('CARTAGENA DE INDIAS');
    await expect(perfil.getByRole('button', { name: 'Editar Contraseña' })).toBeVisible();

    await perfil.getByRole('button', { name: 'Editar datos' }).click();
    await expect(perfil.getByLabel('Identificación')).toBeDisabled();
    await expect(perfil.getByLabel('Nombre(s)')).toBeEnabled();
    // The password slide is only reachable while not editing data.
    await expect(perfil.getByRole('button', { name: 'Editar Contraseña' })).toHaveCount(0);

    await perfil.getByLabel('Nombre(s)').fill('');
    await perfil.getByLabel('Apellido(s)').fill('Ruiz 2');
    await perfil.getByLabel('Dirección').fill('ab');
    await perfil.getByLabel('Teléfono').fill('12345');
    await perfil.getByLabel('Correo').fill('zonal@');
    await perfil.getByRole('button', { name: 'Guardar' }).click();
    await expect(perfil.getByText('El (los) nombre(s) son obligatorios')).toBeVisible();
    await expect(perfil.getByText('Ingrese solo texto')).toBeVisible();
    await expect(perfil.getByText('Este campo solo acepta minimo 3 caracteres')).toBeVisible();
    await expect(perfil.getByText('Debe de ingresar al menos 7 digitos (si es fijo)')).toBeVisible();
    await expect(perfil.getByText('Ingrese una direccion de correo valida')).toBeVisible();

    await perfil.getByLabel('Teléfono').fill('30234567890');
    await perfil.getByLabel('Correo').fill('');
    await perfil.getByRole('button', { name: 'Guardar' }).click();
    await expect(perfil.getByText('Ingresar maximo 10 digitos')).toBeVisible();
    await expect(perfil.getByText('Este campo es obligatorio')).toBeVisible();
    await perfil.getByLabel('Teléfono').fill('30A4567890');
    await perfil.getByRole('button', { name: 'Guardar' }).click();
    await expect(perfil.getByText('Ingrese solo valores numéricos')).toBeVisible();

    // Country → department → city: each change clears what hangs from it.
    await elegir(page, perfil, 'País', 'VENEZUELA');
    await expect(perfil.getByLabel('Departamento', { exact: true })).toHaveValue('');
    await expect(perfil.getByLabel('Ciudad', { exact: true })).toHaveValue('');
    await expect(perfil.getByText('No hay departamentos disponibles para este país')).toBeVisible();
    await perfil.getByRole('button', { name: 'Guardar' }).click();
    await expect(perfil.getByText('Seleccione un ciudad')).toBeVisible();

    await elegir(page, perfil, 'País', 'COLOMBIA');
    await elegir(page, perfil, 'Departamento', 'ATLÁNTICO');
    await expect(perfil.getByLabel('Ciudad', { exact: true })).toHaveValue('');
    await elegir(page, perfil, 'Ciudad', 'GALAPA');

    await perfil.getByLabel('Nombre(s)').fill('  carlos andrés ');
    await perfil.getByLabel('Apellido(s)').fill('ruiz martínez');
    await perfil.getByLabel('Dirección').fill(' calle 30 # 20-15 ');
    await perfil.getByLabel('Teléfono').fill('3023456789');
    await perfil.getByLabel('Correo').fill('zonal@combustiblesandinos.com.co');
    await perfil.getByLabel('Tipo de sangre').click();
    await page.getByRole('option', { name: 'AB-' }).click();
    await perfil.getByRole('button', { name: 'Guardar' }).click();

    await expect(page.getByText('Se ha guardado el empleado')).toBeVisible();
    await expect(perfil.getByLabel('Nombre(s)')).toBeDisabled();
    await expect(perfil.getByLabel('Nombre(s)')).toHaveValue('CARLOS ANDRÉS');
    await expect(perfil.getByLabel('Apellido(s)')).toHaveValue('RUIZ MARTÍNEZ');
    await expect(perfil.getByLabel('Dirección')).toHaveValue('CALLE 30 # 20-15');
    await expect(perfil.getByLabel('Ciudad', { exact: true })).toHaveValue('GALAPA');

    // What the server stored, as another screen would read it.
    const s = await ingresarApi(page.request, 'ZONAL');
    const r = await page.request.get(`/api/persona/${s.p_id}`, { headers: autorizacion(s.token) });
    const persona = ((await r.json()) as { data: { nombres: string; atributos: { tipo_sangre: string; ciudad: { label: string } } } }).data;
    await salirApi(page.request, s.token);
    expect(persona.nombres).toBe('CARLOS ANDRÉS');
    expect(persona.atributos.tipo_sangre).toBe('AB-');
    expect(persona.atributos.ciudad.label).toBe('GALAPA');
  });

  test('Cancelar descarta los cambios', async ({ page }) => {
    const perfil = await abrirPerfil(page);
    const nombre = await perfil.getByLabel('Nombre(s)').inputValue();
    await perfil.getByRole('button', { name: 'Editar datos' }).click();
    await perfil.getByLabel('Nombre(s)').fill('OTRO NOMBRE');
    await perfil.getByRole('button', { name: 'Cancelar' }).click();
    await expect(perfil.getByLabel('Nombre(s)')).toHaveValue(nombre);
    await expect(perfil.getByLabel('Nombre(s)')).toBeDisabled();
  });

  test('la lámina de contraseña valida, muestra u oculta y actualiza el pin', async ({ page }) => {
    const perfil = await abrirPerfil(page);
    await perfil.getByRole('button', { name: 'Editar Contraseña' }).click();
    await perfil.getByRole('button', { name: 'Guardar' }).click();
    await expect(perfil.getByText('Este campo es obligatorio')).toHaveCount(3);

    await perfil.getByLabel('Contraseña actual').fill('demo2026');
    await perfil.getByLabel('Nueva contraseña').fill('clave-nueva');
    await perfil.getByLabel('Repetir contraseña').fill('clave-otra');
    await perfil.getByRole('button', { name: 'Guardar' }).click();
    await expect(perfil.getByText('las contraseñas no coinciden')).toBeVisible();

    await expect(perfil.getByLabel('Nueva contraseña')).toHaveAttribute('type', 'password');
    await perfil.getByLabel('Mostrar contraseña').check();
    await expect(perfil.getByLabel('Nueva contraseña')).toHaveAttribute('type', 'text');

    await perfil.getByRole('button', { name: 'Actualizar' }).click();
    await expect(perfil.getByText('Este campo no puede ir vacio')).toBeVisible();
    await perfil.getByLabel('Nuevo pin').pressSequentially('12345');
    await expect(perfil.getByLabel('Nuevo pin')).toHaveValue('1234');
    // The new pin is signed with the current password.
    await perfil.getByRole('button', { name: 'Actualizar' }).click();
    await expect(perfil.getByText('Este campo es obligatorio')).toBeVisible();
    await perfil.getByLabel('Confirme con su contraseña').fill('no-es-la-clave');
    await perfil.getByRole('button', { name: 'Actualizar' }).click();
    await expect(aviso(page)).toContainText('La contraseña actual no es correcta');
    await aviso(page).getByRole('button', { name: 'OK' }).click();
    await perfil.getByLabel('Confirme con su contraseña').fill('demo2026');
    await perfil.getByRole('button', { name: 'Actualizar' }).click();
    await expect(page.getByText('Pin actualizado correctamente')).toBeVisible();

    await perfil.getByRole('button', { name: 'Cancelar' }).click();
    await expect(perfil.getByRole('button', { name: 'Editar datos' })).toBeVisible();
  });
});
