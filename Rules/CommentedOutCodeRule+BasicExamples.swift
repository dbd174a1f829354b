import LintCore

/// Prose, data, documentation and headers that read nothing like disabled code.
extension CommentedOutCodeRule.Examples {
    static let basics = [
        // JSON a type decodes, shown above it: data, not Swift.
        Example("""
            // {
            //   "sub": "1234567890",
            //   "admin": true,
            //   "iat": 1516239022
            // }
            struct Payload: Decodable {}
            """),
        // A JSON object on one line is data: Swift writes a dictionary in brackets. The call below
        // it is a single line of code.
        Example("""
            // {"target": "posts/6178", "aps": {"alert": {"body": "Hello"}}}
            // controller.receive(userInfo: ["target": "posts/6178"])
            """),
        Example("""
            /*
            {
                "id": "feed/1",
                "categories": [
                {
                    "id": "user/-/label/Comics",
                    "attributes": { "age": -10, "deleted": null }
                }
                ]
            }
            */
            struct Subscription: Decodable {}
            """),
        Example("""
            // Call `reload()` when the view appears.
            // The table view then shows the cached items.
            """),
        Example("""
            // We keep a strong reference to the delegate here because
            // the session would otherwise release it before the
            // request finishes (see URLSession docs).
            """),
        Example("""
            //
            //  Copyright (c) 2024 Example Inc.
            //
            //  Permission is hereby granted, free of charge, to any person obtaining a copy
            //  of this software and associated documentation files (the "Software"), to deal
            //  in the Software without restriction, including without limitation the rights
            //  to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
            //  copies of the Software, and to permit persons to whom the Software is
            //  furnished to do so, subject to the following conditions:
            """),
        Example("""
            /*
             * Licensed under the Apache License, Version 2.0 (the "License");
             * you may not use this file except in compliance with the License.
             * You may obtain a copy of the License at
             *
             *     http://www.apache.org/licenses/LICENSE-2.0
             *
             * Unless required by applicable law or agreed to in writing, software
             * distributed under the License is distributed on an "AS IS" BASIS.
             */
            """),
        Example("""
            //
            //  FeedViewController.swift
            //  MyApp
            //
            //  Created by Jane Doe on 12/03/2021.
            //
            """),
        Example("""
            // MARK: - Actions
            // TODO: reload() after login
            // FIXME: handle(error)
            """),
        Example("""
            // let total = items.count
            let total = items.reduce(0) { $0 + $1.count }
            """),
        Example("""
            /// Loads the feed.
            ///
            /// ```swift
            /// let feed = Feed()
            /// feed.reload()
            /// ```
            func load() {}
            """),
        Example("""
            /**
             let feed = Feed()
             feed.reload()
             */
            func load() {}
            """),
        Example("""
            // swiftlint:disable force_cast
            // swiftlint:disable:next line_length
            let value = object as! Int
            """),
        Example("""
            // See https://developer.apple.com/documentation/uikit
            // and https://swift.org/documentation/api-design-guidelines/
            """),
        Example("""
            // | State   | Action |
            // |---------|--------|
            // | loading | wait   |
            // | failed  | retry  |
            """),
        Example("""
            //  +--------+      +---------+
            //  | Feed   | ---> | Detail  |
            //  +--------+      +---------+
            """),
        Example("""
            // Returns nil if the key is missing.
            // Otherwise returns the cached value.
            """),
        Example("""
            // If the user is logged in, show the profile;
            // otherwise present the login screen.
            """),
        Example("""
            let a = 1 // let b = 2
            let c = 3 // print(c)
            """),
        Example("/* reload() */"),
        Example("""
            // Usage:
            // let player = Player(url: url)
            // player.play()
            """),
        Example("""
            // For example
            // cache.store(image, for: url)
            // cache.image(for: url)
            """),
        Example("""
            // y = 1 - (x / t)
            // x = 0, y = 1
            // x = t, y = 0
            """),
        Example("""
            /*
             fromAddress="0x882F5a2c1C429e6592D801486566D0753BC1dD04"
             fromAmount="0.4321"
             fromFiat="$0.43"
             */
            """),
        Example("""
            // 1. open()
            // 2. read()
            // - close()
            """),
    ]
}
