import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes } from '@portal/shared/router';
import { refreshHandler, renderScreen, testApi } from '../../testing/render-screen';
import { SurveyScreen } from './survey-screen';

const server = setupServer(refreshHandler);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const token = 'enlace-de-prueba';
const form = {
  titulo: 'Seguimiento 2026',
  introduccion: 'Queremos saber cómo te va.',
  bloque_laboral: true,
  carrera: 'Computación',
  cohorte: 2024,
  preguntas: [
    { id: 7, tipo: 'escala', enunciado: '¿Qué tan útil fue tu formación?', opciones: null, obligatoria: true },
    { id: 8, tipo: 'texto', enunciado: 'Comentarios', opciones: null, obligatoria: false },
  ],
};

function renderSurvey() {
  const user = userEvent.setup();
  renderScreen(
    <Routes>
      <Route path="/encuesta/:token" element={<SurveyScreen />} />
    </Routes>,
    { route: `/encuesta/${token}` },
  );
  return user;
}

describe('SurveyScreen', () => {
  it('on a phone, shows one question at a time with progress, stops on a blank required one, then sends and thanks', async () => {
    let body: unknown;
    server.use(
      http.get(`${testApi}/surveys/answer/${token}`, () => HttpResponse.json({ message: 'OK', data: form })),
      http.post(`${testApi}/surveys/answer/${token}`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ message: '¡Gracias por responder la encuesta!', data: { id: 1 } }, { status: 201 });
      }),
    );
    const user = renderSurvey();
    // The test's window is a phone's: one question per screen, with the progress.
    expect(await screen.findByRole('heading', { name: 'Seguimiento 2026' })).toBeInTheDocument();
    expect(screen.getByText('Pregunta 1 de 7')).toBeInTheDocument();
    expect(screen.getByLabelText('obligatoria')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('La pregunta «¿Qué tan útil fue tu formación?» es obligatoria.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '4' }));
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(screen.getByText('Pregunta 2 de 7')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('La pregunta «Situación laboral» es obligatoria.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Empleado' }));
    for (let step = 3; step <= 6; step += 1) await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(screen.getByText('Pregunta 7 de 7')).toBeInTheDocument();
    expect(body).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'Enviar respuestas' }));
    expect(await screen.findByText('¡Gracias!')).toBeInTheDocument();
    expect(body).toEqual({ respuestas: [{ pregunta_id: 7, valor: 4 }], laboral: { situacion: 'empleado' } });
  });

  it('says so when the link was used or the survey closed', async () => {
    server.use(
      http.get(`${testApi}/surveys/answer/${token}`, () =>
        HttpResponse.json({ message: 'Esta encuesta ya está cerrada y no recibe respuestas.' }, { status: 410 }),
      ),
    );
    renderSurvey();
    expect(await screen.findByText('Esta encuesta ya está cerrada y no recibe respuestas.')).toBeInTheDocument();
    expect(screen.getByText('Este enlace no está disponible')).toBeInTheDocument();
  });
});
