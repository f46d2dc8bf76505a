public func placeholder() {}
