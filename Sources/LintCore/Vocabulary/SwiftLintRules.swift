/// SwiftLint's vocabulary, for teams that run both tools: its rule identifiers (what a
/// configuration copied from `.swiftlint.yml` names) and its top-level settings. Which of
/// lint's rules stands for one of SwiftLint's is a rule's own `swiftLintCounterpart`.
public enum SwiftLintRules {
    /// SwiftLint's top-level keys that are not rules and that lint does not read.
    public static let settings: Set<String> = [
        "analyzer_rules", "custom_rules", "parent_config", "child_config", "allow_zero_lintable_files",
        "check_for_updates", "lenient", "write_baseline", "swiftlint_version", "strict_warnings",
    ]

    /// Every rule identifier SwiftLint has shipped, built-in, opt-in and analyzer, including
    /// names it has since renamed or removed (`variable_name`, `valid_docs`): configurations
    /// outlive them.
    public static let names: Set<String> = [
        "accessibility_label_for_image", "accessibility_trait_for_button", "anonymous_argument_in_multiline_closure",
        "anyobject_protocol", "array_init", "async_without_await", "attribute_name_spacing", "attributes",
        "balanced_xctest_lifecycle", "blanket_disable_command", "block_based_kvo", "capture_variable",
        "class_delegate_protocol", "closing_brace", "closure_body_length", "closure_end_indentation",
        "closure_parameter_position", "closure_spacing", "collection_alignment", "colon", "comma", "comma_inheritance",
        "comment_spacing", "compiler_protocol_init", "computed_accessors_order", "conditional_returns_on_newline",
        "contains_over_filter_count", "contains_over_filter_is_empty", "contains_over_first_not_nil",
        "contains_over_range_nil_comparison", "contrasted_opening_brace", "control_statement", "convenience_type",
        "cyclomatic_complexity", "deployment_target", "direct_return", "discarded_notification_center_observer",
        "discouraged_assert", "discouraged_direct_init", "discouraged_none_name", "discouraged_object_literal",
        "discouraged_optional_boolean", "discouraged_optional_collection", "duplicate_conditions", "duplicate_enum_cases",
        "duplicate_imports", "duplicated_key_in_dictionary_literal", "dynamic_inline", "empty_collection_literal",
        "empty_count", "empty_enum_arguments", "empty_parameters", "empty_parentheses_with_trailing_closure",
        "empty_string", "empty_xctest_method", "enum_case_associated_values_count", "expiring_todo", "explicit_acl",
        "explicit_enum_raw_value", "explicit_init", "explicit_self", "explicit_top_level_acl", "explicit_type_interface",
        "extension_access_modifier", "fallthrough", "fatal_error_message", "file_header", "file_length", "file_name",
        "file_name_no_space", "file_types_order", "final_test_case", "first_where", "flatmap_over_map_reduce",
        "for_where", "force_cast", "function_name_whitespace", "implicit_optional_initialization",
        "incompatible_concurrency_annotation", "invisible_character", "multiline_call_arguments", "prefer_asset_symbols",
        "prefer_condition_list", "redundant_self", "unneeded_escaping", "unneeded_throws_rethrows", "force_try", "force_unwrapping", "function_body_length",
        "function_default_parameter_at_end", "function_parameter_count", "generic_type_name",
        "ibinspectable_in_extension", "identical_operands", "identifier_name", "implicit_getter", "implicit_return",
        "implicitly_unwrapped_optional", "inclusive_language", "indentation_width", "inert_defer",
        "invalid_swiftlint_command", "is_disjoint", "joined_default_parameter", "large_tuple", "last_where",
        "leading_whitespace", "legacy_cggeometry_functions", "legacy_constant", "legacy_constructor", "legacy_hashing",
        "legacy_multiple", "legacy_nsgeometry_functions", "legacy_objc_type", "legacy_random", "let_var_whitespace",
        "line_length", "literal_expression_end_indentation", "local_doc_comment", "lower_acl_than_parent", "mark",
        "missing_docs", "modifier_order", "multiline_arguments", "multiline_arguments_brackets",
        "multiline_function_chains", "multiline_literal_brackets", "multiline_parameters",
        "multiline_parameters_brackets", "multiple_closures_with_trailing_closure", "nesting", "nimble_operator",
        "no_empty_block", "no_extension_access_modifier", "no_fallthrough_only", "no_grouping_extension",
        "no_magic_numbers", "no_space_in_method_call", "non_optional_string_data_conversion",
        "non_overridable_class_declaration", "notification_center_detachment", "ns_number_init_as_function_reference",
        "nslocalizedstring_key", "nslocalizedstring_require_bundle", "nsobject_prefer_isequal", "number_separator",
        "object_literal", "one_declaration_per_file", "opening_brace", "operator_usage_whitespace",
        "operator_whitespace", "optional_data_string_conversion", "optional_enum_case_matching",
        "orphaned_doc_comment", "overridden_super_call", "override_in_extension", "pattern_matching_keywords",
        "period_spacing", "prefer_key_path", "prefer_nimble", "prefer_self_in_static_references",
        "prefer_self_type_over_type_of_self", "prefer_type_checking", "prefer_zero_over_explicit_init",
        "prefixed_toplevel_constant", "private_action", "private_outlet", "private_over_fileprivate",
        "private_subject", "private_swiftui_state", "private_unit_test", "prohibited_interface_builder",
        "prohibited_super_call", "protocol_property_accessors_order", "quick_discouraged_call",
        "quick_discouraged_focused_test", "quick_discouraged_pending_test", "raw_value_for_camel_cased_codable_enum",
        "reduce_boolean", "reduce_into", "redundant_discardable_let", "redundant_nil_coalescing",
        "redundant_objc_attribute", "redundant_optional_initialization", "redundant_self_in_closure",
        "redundant_sendable", "redundant_set_access_control", "redundant_string_enum_value",
        "redundant_type_annotation", "redundant_void_return", "required_deinit", "required_enum_case",
        "return_arrow_whitespace", "return_value_from_void_function", "self_binding", "self_in_property_initialization",
        "shorthand_argument", "shorthand_operator", "shorthand_optional_binding", "single_test_class",
        "sorted_enum_cases", "sorted_first_last", "sorted_imports", "statement_position", "static_operator",
        "static_over_final_class", "strict_fileprivate", "strong_iboutlet", "superfluous_disable_command",
        "superfluous_else", "switch_case_alignment", "switch_case_on_newline", "syntactic_sugar",
        "test_case_accessibility", "todo", "toggle_bool", "trailing_closure", "trailing_comma", "trailing_newline",
        "trailing_semicolon", "trailing_whitespace", "type_body_length", "type_contents_order", "type_name",
        "typesafe_array_init", "unavailable_condition", "unavailable_function", "unhandled_throwing_task",
        "unneeded_break_in_switch", "unneeded_override", "unneeded_parentheses_in_closure_argument",
        "unneeded_synthesized_initializer", "unowned_variable_capture", "untyped_error_in_catch",
        "unused_capture_list", "unused_closure_parameter", "unused_control_flow_label", "unused_declaration",
        "unused_enumerated", "unused_import", "unused_optional_binding", "unused_parameter", "unused_setter_value",
        "valid_docs", "valid_ibinspectable", "variable_name", "vertical_parameter_alignment",
        "vertical_parameter_alignment_on_call", "vertical_whitespace", "vertical_whitespace_between_cases",
        "vertical_whitespace_closing_braces", "vertical_whitespace_opening_braces", "void_function_in_ternary",
        "void_return", "weak_delegate", "xct_specific_matcher", "xctfail_message", "yoda_condition",
    ]
}

/// The SwiftLint rule one of lint's rules stands for, in a rule's description: a
/// configuration naming it is told, and `// swiftlint:disable` commands naming it disable
/// the lint warnings it covers (unless `honor_swiftlint_commands: false`).
public struct SwiftLintCounterpart: Sendable {
    /// SwiftLint's identifier, e.g. `type_body_length`.
    public var rule: String
    /// Which of lint's warnings SwiftLint's rule gives too, after "this rule's": nil when all of them,
    /// else a violation carries `swiftLintRule` when it is one of them.
    public var part: String?

    public init(rule: String, part: String? = nil) {
        self.rule = rule
        self.part = part
    }
}

/// A SwiftLint rule close to one of lint's without being its equivalent: named in messages,
/// never honoured in `// swiftlint:` commands. Declared by lint's rule, beside its counterpart.
public struct SwiftLintNearest: Sendable {
    /// SwiftLint's identifier, e.g. `todo`.
    public var rule: String
    /// How lint's rule differs, after "lint's nearest rule is `rule`, which".
    public var difference: String

    public init(rule: String, difference: String) {
        self.rule = rule
        self.difference = difference
    }
}

extension SwiftLintRules {
    /// What lint has for SwiftLint's rule `name`, after "`name` is SwiftLint's rule: ", given
    /// lint's rules; nil when `name` is none of SwiftLint's.
    public static func describe(_ name: String, among rules: [RuleDescription]) -> String? {
        counterpart(of: name, among: rules) ?? (names.contains(name) ? noEquivalent : nil)
    }

    /// lint's rule standing for SwiftLint's rule `name`, wholly or in part, or its nearest rule,
    /// in words; nil when it has neither (most of SwiftLint's rules are about style).
    public static func counterpart(of name: String, among rules: [RuleDescription]) -> String? {
        if let rule = rules.first(where: { $0.swiftLintCounterpart?.rule == name }),
           let counterpart = rule.swiftLintCounterpart {
            guard let part = counterpart.part else { return "lint's equivalent is `\(rule.identifier)`" }
            return "lint's `\(rule.identifier)` covers it in part, with its \(part)"
        }
        if let rule = rules.first(where: { $0.swiftLintNearest?.rule == name }), let nearest = rule.swiftLintNearest {
            return "lint has no equivalent; its nearest rule is `\(rule.identifier)`, which \(nearest.difference)"
        }
        return nil
    }

    /// Why most of SwiftLint's rules have no counterpart in lint.
    public static let noEquivalent = "lint has no equivalent (it checks design, not style, and leaves this to SwiftLint)"
}
