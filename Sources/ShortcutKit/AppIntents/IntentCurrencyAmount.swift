import Foundation

/// An amount of money in a currency: `IntentCurrencyAmount(amount: 6.50, currencyCode: "USD")`,
/// shown as "$6.50".
public struct IntentCurrencyAmount: Hashable, Sendable, CustomStringConvertible {
    public var amount: Decimal
    /// The ISO 4217 code: "USD", "EUR".
    public var currencyCode: String

    public init(amount: Decimal, currencyCode: String) {
        self.amount = amount
        self.currencyCode = currencyCode
    }

    public var description: String { formatted(locale: "en_US") }

    /// The amount as `locale` writes it: "$6.50" in `en_US`, "6,50 $US" in `fr`.
    func formatted(locale: String) -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.locale = Locale(identifier: locale)
        formatter.currencyCode = currencyCode
        return formatter.string(from: amount as NSDecimalNumber) ?? "\(amount) \(currencyCode)"
    }
}

extension IntentCurrencyAmount: _IntentValue {}
