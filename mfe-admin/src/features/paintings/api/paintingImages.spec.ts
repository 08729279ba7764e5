import { anImage } from '../../../testing/paintings';
import { swappedSortOrders } from './paintingImages';

describe(swappedSortOrders.name, () => {
  it("swaps with the neighbour's sort order", () => {
    const upper = anImage({ id: 1, sortOrder: 3 });
    const lower = anImage({ id: 2, sortOrder: 7 });
    expect(swappedSortOrders(lower, upper, 'up')).toEqual({ image: 3, neighbour: 7 });
    expect(swappedSortOrders(upper, lower, 'down')).toEqual({ image: 7, neighbour: 3 });
  });

  it('still moves the image when both share a sort order', () => {
    const upper = anImage({ id: 1, sortOrder: 2 });
    const lower = anImage({ id: 2, sortOrder: 2 });
    expect(swappedSortOrders(lower, upper, 'up')).toEqual({ image: 2, neighbour: 3 });
    expect(swappedSortOrders(upper, lower, 'down')).toEqual({ image: 3, neighbour: 2 });
  });
});
