import { screen } from '@testing-library/react';
import { cleanup, mockApi, renderPage } from '@atelier/ui/testing';
import { CommissionsPage } from './CommissionsPage';

const prices = () => screen.getAllByTestId('commission-price').map((price) => price.textContent);

afterEach(cleanup);

describe(CommissionsPage.name, () => {
  it('shows the four steps, the pricing guide in NZD, timeline, payment terms and the request slot', async () => {
    mockApi({});
    renderPage(<CommissionsPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Commission Artwork' })).toBeTruthy();
    const steps = screen.getByTestId('commission-steps').querySelectorAll('h3');
    expect([...steps].map((step) => step.textContent)).toEqual(['Initial Consultation', 'Concept & Sketches', 'Creation', 'Delivery']);
    expect(screen.getByText(/pickup from the studio/)).toBeTruthy();
    expect(prices()).toEqual(['$7,700 NZD', '$12,800 NZD', '$19,200 NZD', '$28,800 NZD']);
    expect(screen.getByText('12 × 16 inches')).toBeTruthy();
    expect(screen.getByText('24 × 30 inches')).toBeTruthy();
    expect(screen.getByText('4-8 weeks')).toBeTruthy();
    expect(screen.getByText('Rush orders may cost extra.')).toBeTruthy();
    expect(screen.getByText('50% deposit')).toBeTruthy();
    expect(screen.getByText('Balance on completion')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Request a Commission' })).toBeTruthy();
    expect(screen.getByTestId('commission-enquiry-slot')).toBeTruthy();
  });

  it("converts the 'From' prices to the visitor's currency", async () => {
    localStorage.setItem('selectedCurrency', '"GBP"');
    mockApi({});
    renderPage(<CommissionsPage />);
    expect(prices()).toEqual(['£3,696 GBP', '£6,144 GBP', '£9,216 GBP', '£13,824 GBP']);
  });

  it('shows the process and the price guide the artist wrote in the Site tab', async () => {
    mockApi({});
    renderPage(<CommissionsPage />, {
      site: {
        commissions: {
          process: [{ title: 'Talk it over', text: 'We walk the place together.' }],
          prices: [{ name: 'Miniature', size: '6 × 8 inches', priceNzd: 950 }],
        },
      },
    });
    expect((await screen.findByText('Talk it over')).tagName).toBe('H3');
    expect(screen.getByText('We walk the place together.')).toBeTruthy();
    expect(screen.getByTestId('commission-steps').querySelectorAll('li')).toHaveLength(1);
    expect(screen.getByText('Miniature')).toBeTruthy();
    expect(screen.getByText('6 × 8 inches')).toBeTruthy();
    expect(prices()).toEqual(['$950 NZD']);
  });
});
