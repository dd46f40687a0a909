// placeholder so the target builds; replaced by the Arrange work.
