// placeholder so the target builds; replaced by the ArrangeFixtures work.
