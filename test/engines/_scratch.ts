import { launchWebKit } from './webkit-driver';
const d = await launchWebKit('http://localhost:4176', 4179);
try {
  await d.open('/certificados/certificado-afiliacion-trabajador');
  await d.waitFor({ role: 'heading', level: 2, name: 'Ingresa los datos del trabajador' });
  await d.select({ label: 'Tipo de documento', within: { role: 'main' } }, 'CC');
  console.log('after select', await d.evaluate(() => Array.from(document.querySelectorAll('main select, main input'), (e) => `${(e as HTMLInputElement).name}=${(e as HTMLInputElement).value}`).join(' ')));
  await d.type({ label: 'Número de documento', within: { role: 'main' } }, '71650432');
  console.log('after type', await d.evaluate(() => Array.from(document.querySelectorAll('main select, main input'), (e) => `${(e as HTMLInputElement).name}=${(e as HTMLInputElement).value}`).join(' ')));
  console.log(await d.evaluate(() => document.querySelector('main form')?.textContent));
} finally { await d.quit(); }
