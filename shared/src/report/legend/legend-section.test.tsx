import { render, screen, waitFor } from '@testing-library/react';
import { ApiError } from '../../api/api-error';
import { LegendSection } from './legend-section';
import { legendPlainText } from './legend-text';

describe('legendPlainText', () => {
  it('keeps the words, turns breaks and paragraphs into new lines and drops every tag', () => {
    expect(legendPlainText('<p>Hola <b>productor</b></p><p>línea 2<br>línea 3</p>')).toBe(
      'Hola productor\nlínea 2\nlínea 3',
    );
  });

  it('drops scripts and their content instead of showing or running them', () => {
    expect(legendPlainText('Aviso<script>alert(1)</script><img src=x onerror="alert(2)">')).toBe('Aviso');
  });
});

describe('LegendSection', () => {
  it('asks for the text of its section and type and shows it as text', async () => {
    const fetchText = jest.fn().mockResolvedValue('Las pólizas con deuda <b>mayor a 60 días</b> se anulan.');
    render(<LegendSection section="cartera" type="aviso" fetchText={fetchText} />);
    expect(await screen.findByText('Las pólizas con deuda mayor a 60 días se anulan.')).toBeInTheDocument();
    expect(fetchText).toHaveBeenCalledWith('cartera', 'aviso');
    expect(document.querySelector('b')).toBeNull();
  });

  it('shows nothing when the section has no legend', async () => {
    const fetchText = jest.fn().mockResolvedValue('');
    const { container } = render(<LegendSection section="deudores" type="subtitulo" fetchText={fetchText} />);
    await waitFor(() => expect(fetchText).toHaveBeenCalledWith('deudores', 'subtitulo'));
    await waitFor(() => expect(container).toBeEmptyDOMElement());
  });

  it('shows the failure text in place of the legend when it cannot be loaded', async () => {
    const fetchText = jest.fn().mockRejectedValue(new ApiError('Error procesando solicitud: Bad Gateway', 502));
    render(<LegendSection section="rechazos" type="subtitulo" fetchText={fetchText} />);
    expect(await screen.findByText('Error procesando solicitud: Bad Gateway')).toBeInTheDocument();
  });
});
