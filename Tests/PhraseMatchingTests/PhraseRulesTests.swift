import Testing
@testable import PhraseMatching

/// The rules of one phrase, as `check` reports them.
@Suite struct PhraseRulesTests {
    static let types = ["Drink": ValueType(kind: .enum, title: "Drink", values: [ParameterValue(id: "latte", title: "Latte")]),
                        "Store": ValueType(kind: .entity, title: "Store", values: [])]

    func problems(typeOfDrink type: String) -> [Diagnostic] {
        PhraseRules.check(PhraseTemplate("Order a ${drink} with ${applicationName}"),
                          parameters: [ParameterDescriptor(name: "drink", type: type, title: "Drink")],
                          types: Self.types, app: "Coffee", shortcut: "OrderDrink", locale: "en")
    }

    /// A type name mistyped in a manifest gets Apple's message, and a note naming the type meant.
    @Test func aMistypedTypeNameIsNamed() throws {
        let problem = try #require(problems(typeOfDrink: "Drinks").first)
        #expect(problem.message == PhraseRules.invalidParameterType("drink"))
        #expect(problem.note == "its type 'Drinks' is none of the catalog's types: did you mean 'Drink'?")
        // A type of no AppEnum or AppEntity, and no name close to one: Apple's message alone.
        #expect(try #require(problems(typeOfDrink: "String").first).note == nil)
        #expect(problems(typeOfDrink: "Drink").isEmpty)
    }
}
