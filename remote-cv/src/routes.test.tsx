import { screen } from '@testing-library/react';
import { findScreenHeading, renderRemote } from '@portal/shared/testing';
import * as remote from './routes';

describe('remote-cv route tree', () => {
  it.each([
    ['/CV/basic', 'Información personal'],
    ['/CV/education-in', 'Formación universitaria'],
    ['/CV/work', 'Experiencia laboral'],
    ['/CV/extra', 'Actividades extracurriculares'],
    ['/offers', 'Ofertas'],
    ['/applications', 'Mis postulaciones'],
  ])('renders %s as its titled screen', async (route, title) => {
    renderRemote(remote, route);
    expect(await findScreenHeading(title)).toBeInTheDocument();
  });

  it('sends an unknown CV screen to /404', async () => {
    renderRemote(remote, '/CV/unknown');
    expect(await screen.findByText('not found')).toBeInTheDocument();
  });
});
