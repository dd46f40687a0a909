import Arrange

/// Arrange's ``Arrange/Snippet``: the tool quotes user text in its messages
/// exactly as Arrange does in its errors.
package typealias Snippet = Arrange.Snippet
