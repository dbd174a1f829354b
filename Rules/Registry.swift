import LintCore

/// Every rule of the project. Adding a rule: one file in Rules/ and one line here.
public enum RuleRegistry {
    public static let all: [RuleFactory] = [
        ClassLengthRule.factory,
        ControllerNamingRule.factory,
        OptionalViewControllerPropertyRule.factory,
        OptionalCollectionRule.factory,
        MisusedEnumeratedRule.factory,
        StaleCommentRule.factory,
        DocCommentNotUpdatedRule.factory,
        ExpiredTodoRule.factory,
        CommentedOutCodeRule.factory,
        SuperfluousDisableCommandRule.factory,
    ]
}
