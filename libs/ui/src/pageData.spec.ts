import { PAGE_DATA_ELEMENT_ID } from '@atelier/contracts';
import { createQueryClient } from './queryClient';
import { seedPageData } from './pageData';

function pageDataElement(text: string) {
  const element = document.createElement('script');
  element.id = PAGE_DATA_ELEMENT_ID;
  element.type = 'application/json';
  element.textContent = text;
  document.head.append(element);
}

afterEach(() => document.getElementById(PAGE_DATA_ELEMENT_ID)?.remove());

describe(seedPageData.name, () => {
  it("puts each answer the page's HTML came with under its query key", () => {
    pageDataElement('[[["/api/site"],{"artistName":"Mere"}],[["/api/paintings",7],{"id":7,"title":"A \\u003c B"}]]');
    const client = createQueryClient();
    seedPageData(client);
    expect(client.getQueryData(['/api/site'])).toEqual({ artistName: 'Mere' });
    expect(client.getQueryData(['/api/paintings', 7])).toEqual({ id: 7, title: 'A < B' });
  });

  it('leaves the cache empty when the page has no data, or data it cannot read', () => {
    const client = createQueryClient();
    seedPageData(client);
    pageDataElement('[[["/api/site"],{"artistName":');
    seedPageData(client);
    expect(client.getQueryCache().getAll()).toEqual([]);
  });
});
